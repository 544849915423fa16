import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountDetail, AccountListItem, Page as ListPage } from '../../src/shared/accounts.ts';
import type { CampaignDetail } from '../../src/shared/campaignManagement.ts';
import type { LegalEntity } from '../../src/shared/legalEntities.ts';
import { apiAsDemo, launch, openPage, signedInPage } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const toast = (page: Page, text: string) => page.getByRole('listitem').filter({ hasText: text });

/** An answer of the real API as demo. */
const apiJson = async <T>(path: string, body?: unknown) => (await apiAsDemo(path, body)).json() as Promise<T>;

/** An account with a legal entity whose name no other account shares (so the picker offers it alone), and that name. */
async function accountWithLegalEntity(): Promise<{ account: AccountListItem; legalName: string }> {
  const list = await apiJson<ListPage<AccountListItem>>('/account_admin?basic_info=true&page=1');
  for (const account of list.results) {
    const detail = await apiJson<AccountDetail>(`/account_admin/${account.id}`);
    if (!detail.legal_entity) continue;
    const namesakes = await apiJson<ListPage<AccountListItem>>(
      `/account_admin?basic_info=true&search=${encodeURIComponent(account.name)}`,
    );
    if (namesakes.count !== 1) continue;
    const entity = await apiJson<LegalEntity>(`/legal_entities/${detail.legal_entity.id}`);
    return { account, legalName: entity.legal_name };
  }
  throw new Error('No account of the first page has a legal entity and a name of its own.');
}

describe('campaign details', () => {
  it('creates campaign details with the keyboard alone, previews {{NAME}}, edits them, and refuses to remove them while an account uses them', async () => {
    const { account, legalName } = await accountWithLegalEntity();
    const name = `E2E campaign ${Date.now()}`;
    const page = await signedInPage(browser);
    await openPage(page, '/app/tcr/campaign_details/create');
    const form = page.getByRole('form', { name: 'Create campaign details' });
    const save = form.getByRole('button', { name: 'Save' });
    await form.getByRole('textbox', { name: 'Name' }).focus();
    await page.keyboard.type(name);
    await page.keyboard.press('Tab');
    expect(await form.getByRole('button', { name: /Campaign type/ }).textContent()).toContain('Low volume');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Patients of {{NAME}} opt in at the front desk.');
    expect(await save.isDisabled()).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.type('{{NAME}} sends visit reminders.');
    await page.keyboard.press('Tab');
    await page.keyboard.type(account.name);
    await page.getByRole('option', { name: account.name }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await form.getByRole('button', { name: `Remove ${account.name}` }).waitFor();

    const preview = page.getByRole('region', { name: 'Preview' });
    await preview.getByText(`Patients of ${legalName} opt in at the front desk.`).waitFor();
    await preview.getByText(`${legalName} sends visit reminders.`).waitFor();

    await save.focus();
    await page.keyboard.press('Enter');
    await toast(page, 'Campaign details has been saved successfully.').waitFor();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.waitForURL(/\/app\/tcr\/campaign_details\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    expect(await apiJson<CampaignDetail>(`/campaign_management/campaign_details/${id}`)).toEqual({
      id,
      name,
      tcr_message_flow: 'Patients of {{NAME}} opt in at the front desk.',
      tcr_description: '{{NAME}} sends visit reminders.',
      campaign_type: 'LOW_VOLUME',
      accounts: [account.id],
    });

    // Edit: the page as a reload shows it; Save waits for a change.
    await page.reload();
    const edit = page.getByRole('form', { name: `Edit ${name}` });
    // The chips' code loads once the person shows intent: the pointer over the form.
    await edit.hover();
    await edit.getByRole('button', { name: `Remove ${account.name}` }).waitFor();
    expect(await edit.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await edit.getByRole('textbox', { name: 'Description' }).fill('Visit reminders only.');
    await edit.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Campaign details has been saved successfully.').waitFor();
    await page.reload();
    expect(await edit.getByRole('textbox', { name: 'Description' }).inputValue()).toBe('Visit reminders only.');

    // An account uses it: Remove says it cannot be deleted.
    await page.getByRole('button', { name: `Remove ${name}` }).click();
    const refusal = page.getByRole('dialog', { name: 'Campaign details cannot be removed' });
    await refusal.getByText('Campaign details with associated accounts cannot be deleted.').waitFor();
    await page.keyboard.press('Escape');
    await refusal.waitFor({ state: 'detached' });
  });

  it('lists campaign details with their previews, and removes one without accounts after a confirmation', async () => {
    const name = `E2E removable ${Date.now()}`;
    const flow = `Patients opt in on the intake form, where a checkbox explains the texts they will receive. ${'Reply STOP to end. '.repeat(3)}`;
    await apiJson('/campaign_management/campaign_details', {
      name,
      tcr_message_flow: flow,
      tcr_description: 'Reminders.',
    });
    const page = await signedInPage(browser);
    await openPage(page, '/app/tcr/campaign_details');
    await page.getByRole('heading', { level: 1, name: 'Campaign details' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search by name' }).fill(name);
    await page.waitForURL((url) => url.searchParams.get('search') === name);
    const table = page.getByRole('table', { name: 'Campaign details' });
    await table.getByRole('link', { name }).waitFor();
    // The preview: 100 characters and an ellipsis, the whole text as its name and in a tooltip on focus.
    const preview = table.getByRole('button', { name: flow.trim() });
    expect(await preview.textContent()).toContain(`${flow.slice(0, 100).trimEnd()}…`);

    await table.getByRole('button', { name: `Remove ${name}` }).focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: 'Remove campaign details?' });
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await toast(page, 'Campaign details has been removed successfully.').waitFor();
    await page.getByRole('heading', { name: 'No campaign details match' }).waitFor();
  });
});
