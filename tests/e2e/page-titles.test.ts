import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountListItem, Page as ListPage } from '../../src/shared/accounts.ts';
import type { LegalEntity } from '../../src/shared/legalEntities.ts';
import { apiAsDemo, launch, openPage, signedInPage } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const apiJson = async <T>(path: string) => (await apiAsDemo(path)).json() as Promise<T>;

describe('page titles name what is shown', () => {
  it('names the account and its tab, and follows a tab switch', async () => {
    const [account] = (await apiJson<ListPage<AccountListItem>>('/account_admin?basic_info=true&page=1')).results;
    const page = await signedInPage(browser);
    await openPage(page, `/app/accounts/${account!.id}/users`);
    await expect.poll(() => page.title()).toBe(`${account!.name} · Users · Rescue Console`);
    await page.getByRole('tab', { name: 'Features' }).click();
    await expect.poll(() => page.title()).toBe(`${account!.name} · Features · Rescue Console`);
    await page.context().close();
  });

  it('names a legal entity on its page', async () => {
    const [entity] = (await apiJson<ListPage<LegalEntity>>('/legal_entities?page=1')).results;
    const page = await signedInPage(browser);
    await openPage(page, `/app/tcr/legal_entities/${entity!.id}`);
    await expect.poll(() => page.title()).toBe(`${entity!.name} · Legal entities · Rescue Console`);
    await page.context().close();
  });

  it('follows a create that becomes the new campaign details page', async () => {
    const name = `Titled campaign ${Date.now()}`;
    const page = await signedInPage(browser);
    await openPage(page, '/app/tcr/campaign_details/create');
    expect(await page.title()).toBe('Create campaign details · Rescue Console');
    const form = page.getByRole('form', { name: 'Create campaign details' });
    await form.getByRole('textbox', { name: 'Name' }).fill(name);
    await form.getByRole('textbox', { name: 'Message flow' }).fill('Patients opt in at the front desk.');
    await form.getByRole('textbox', { name: 'Description' }).fill('Visit reminders.');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/app\/tcr\/campaign_details\/\d+$/);
    await expect.poll(() => page.title()).toBe(`${name} · Campaign details · Rescue Console`);
    await page.context().close();
  });
});
