import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legalEntityTexts } from '../../src/shared/legalEntityTexts.ts';
import type { AccountDetail } from '../../src/shared/accounts.ts';
import type { RegistrationBoardPage } from '../../src/shared/registration.ts';
import { apiAsDemo, launch, madeAsDemo, newLegalEntity, openPage, signedInPage } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const board = (page: Page) => page.getByRole('table', { name: 'Registration board' });
/** The text of each row shown, header left out. */
const rowTexts = (page: Page) =>
  board(page)
    .getByRole('row')
    .evaluateAll((rows) => rows.slice(1).map((row) => row.textContent ?? ''));

describe('registration board', () => {
  it('opens from the navigation on the most stuck accounts, filters in the address, and leads to the account', async () => {
    const page = await signedInPage(browser);
    await openPage(page, '/app/accounts');
    await page.getByRole('navigation').getByRole('link', { name: 'Registration' }).click();
    await page.waitForURL(/\/app\/registration$/);
    await page.getByRole('heading', { level: 1, name: 'Registration' }).waitFor();
    await board(page).getByRole('link').first().waitFor();

    // The demo data has failures: they come first, with what to do about them.
    const [first] = await rowTexts(page);
    expect(first).toContain('Failed');

    // Late only: every row has a failure or a wait past its range.
    await page.getByRole('button', { name: 'Late only' }).click();
    await page.waitForURL((url) => url.searchParams.get('late') === 'true');
    await expect
      .poll(() => rowTexts(page))
      .toSatisfy((rows: string[]) => rows.length > 0 && rows.every((row) => /Failed|, late|, far over/.test(row)));

    // The campaigns in review, from the track and the status: the address keeps them through a reload.
    await page.getByRole('button', { name: 'Late only' }).click();
    await page.getByRole('radio', { name: 'TCR campaign' }).click();
    await page.getByRole('button', { name: 'In review', exact: true }).click();
    await page.waitForURL(
      (url) => url.searchParams.get('track') === 'campaign' && url.searchParams.get('status') === 'in_review',
    );
    await expect
      .poll(() => rowTexts(page))
      .toSatisfy(
        (rows: string[]) => rows.length > 0 && rows.every((row) => row.includes('Waiting on provider: vetting')),
      );
    await page.reload();
    await board(page).getByRole('link').first().waitFor();
    expect(await page.getByRole('radio', { name: 'TCR campaign' }).isChecked()).toBe(true);
    expect(await page.getByRole('button', { name: 'In review', exact: true }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    const name = (await board(page).getByRole('link').first().textContent())!;
    await board(page).getByRole('link', { name }).first().click();
    await page.waitForURL(/\/app\/accounts\/\d+\/twilio_configuration$/);
    await page.getByRole('heading', { level: 1, name }).waitFor();
  });
});

describe('a failure whose fix is a record the account lacks', () => {
  it("leads from the board's next action to the overview's picker of that record, focused, with why", async () => {
    const failed = await (await apiAsDemo('/registration?track=messaging&status=failed')).json();
    const row = (failed as RegistrationBoardPage).results.find((r) => r.messaging.fix?.label === 'Link a legal entity');
    expect(row, 'a demo chain failed at its A2P brand with no legal entity').toBeDefined();
    const page = await signedInPage(browser);
    await openPage(
      page,
      `/app/registration?track=messaging&status=failed&search=${encodeURIComponent(row!.account.name)}`,
    );
    const cells = board(page).getByRole('row').filter({ hasText: row!.account.name });
    await cells.getByRole('link', { name: 'Link a legal entity' }).click();
    await page.waitForURL(new RegExp(`/app/accounts/${row!.account.id}/overview\\?fix=legal_entity&account=`));
    await page.getByRole('status').filter({ hasText: 'Link a legal entity' }).waitFor();
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent))
      .toBe('Legal entity');
    // The focused field is described by the notice: a screen reader says why it is there.
    const description = await page.evaluate(() =>
      (document.activeElement?.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    );
    expect(description).toContain("this account has none: choose the practice's legal entity here");
  });
});

describe('an account’s registration panel', () => {
  it('follows a failed brand from the board to the field that fixes it, and shows the fix in the revet', async () => {
    const page = await signedInPage(browser);
    await openPage(page, '/app/registration?track=brand&status=failed');
    const name = (await board(page).getByRole('link').first().textContent())!;
    await board(page).getByRole('link', { name }).first().click();
    await page.waitForURL(/\/app\/accounts\/\d+\/twilio_configuration$/);

    const panel = page.getByRole('region', { name: 'Registration' });
    const brand = panel.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'TCR brand' }) });
    await brand.getByText('Failed', { exact: true }).waitFor();
    const fix = brand.getByRole('link', { name: /^Fix the .+ on legal entity / });
    const label = (await fix.textContent())!;
    const field = /^Fix the (.+?) on legal entity /.exec(label)![1]!;
    await expect
      .poll(() => panel.getByRole('list', { name: 'Timeline' }).getByRole('listitem').count(), { timeout: 15_000 })
      .toBeGreaterThan(1);

    await fix.click();
    await page.waitForURL(/\/app\/tcr\/legal_entities\/\d+\?fix=\w+&account=\d+$/);
    // What went wrong, above the form (said as it appears), and the field that fixes it focused.
    const notice = page.getByRole('status').filter({ hasText: label });
    await notice.waitFor();
    expect(await notice.textContent()).toMatch(/In this console, .+ resubmit\./);
    await expect
      .poll(
        () =>
          page.evaluate(() => {
            const active = document.activeElement as HTMLInputElement | null;
            const labelled = active?.getAttribute('aria-labelledby')?.split(' ') ?? [];
            const names = [...(active?.labels ?? [])].map((l) => l.textContent ?? '');
            names.push(...labelled.map((id) => document.getElementById(id)?.textContent ?? ''));
            return names.join(' ').toLowerCase();
          }),
        { timeout: 15_000 },
      )
      .toContain(field.toLowerCase());

    // Before the fix, a revet would send what TCR already failed: its confirmation says so.
    const revetDialog = page.getByRole('alertdialog', { name: legalEntityTexts.revet.title });
    const openRevet = async () => {
      await page.getByRole('button', { name: 'Update and Revet', disabled: false }).click();
      await revetDialog.getByText(/^It has (not )?been revetted/).waitFor();
    };
    const closeRevet = async () => {
      await revetDialog.getByRole('button', { name: 'Cancel' }).click();
      await revetDialog.waitFor({ state: 'hidden' });
    };
    await openRevet();
    await revetDialog
      .getByText(/^Nothing has changed since it was last sent on .+ fix the legal entity first\.$/)
      .waitFor();
    await closeRevet();

    // A fix saved (the EIN here): the confirmation shows it, as sent and as it is now. The demo's brand is not
    // revetted here (other tests need it UNVERIFIED), and its EIN is put back.
    const ein = page.getByRole('textbox', { name: 'EIN', exact: true });
    const sent = await ein.inputValue();
    const fixed = sent === '661234567' ? '661234568' : '661234567';
    const save = async (value: string) => {
      await ein.fill(value);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByRole('listitem').filter({ hasText: 'Changes saved successfully.' }).last().waitFor();
    };
    await save(fixed);
    await openRevet();
    const changes = revetDialog.getByRole('table');
    await changes.getByRole('row', { name: `EIN ${sent} ${fixed}` }).waitFor();
    await closeRevet();
    await save(sent);
  });
});

describe('a TCR brand registration, driven as staff would', () => {
  it('goes from sent to failed, is fixed and revetted, and ends approved, each step seen with Check now', async () => {
    // A practice of its own, on a legal entity whose EIN no company the IRS knows has (the sandbox fails its
    // vetting); the e2e API runs the sandbox's clocks at SANDBOX_REGISTRATION_SPEED 1440, as npm start does.
    const suffix = Date.now().toString(36);
    const entity = await newLegalEntity(`Registro Dental ${suffix}`, '661230000');
    const [industry] = await (await apiAsDemo('/industry')).json();
    const [parent] = await (await apiAsDemo('/parent_account_admin?search=a')).json();
    const [campaignDetail] = (await (await apiAsDemo('/campaign_management/campaign_details?page=1')).json()).results;
    const account = await madeAsDemo<AccountDetail>('/account_admin', {
      name: `Clínica Registro ${suffix}`,
      email: `registro-${suffix}@clinica.example`,
      office_phone: '(787) 555-0100',
      lang: 'es_ES',
      timezone: 'America/Puerto_Rico',
      company_industry: industry.id,
      calendar_name: 'DENTRIX',
      salesforce_id: '',
      parent_account: parent.id,
      legal_entity: entity.id,
      campaign_detail: campaignDetail.id,
      username: '',
      bot_number_area_code: '787',
    });

    // Sent: the brand is registered from the legal entity, after the cost warning.
    const page = await signedInPage(browser);
    await openPage(page, `/app/tcr/legal_entities/${entity.id}`);
    await page.getByRole('button', { name: 'Create Tcr Brand' }).click();
    const create = page.getByRole('alertdialog', { name: 'Create Tcr Brand?' });
    await create.getByRole('button', { name: 'Create Tcr Brand' }).click();
    await page
      .getByRole('listitem')
      .filter({ hasText: /^Tcr Brand Created: / })
      .waitFor();

    // The board finds the practice with its brand sent, and leads to its panel.
    await openPage(page, `/app/registration?search=${encodeURIComponent(account.name)}`);
    await expect
      .poll(() => rowTexts(page))
      .toSatisfy((rows: string[]) => rows.length === 1 && rows[0]!.includes('Submitted'));
    await board(page).getByRole('link', { name: account.name }).click();
    await page.waitForURL(`**/app/accounts/${account.id}/twilio_configuration`);
    const panel = page.getByRole('region', { name: 'Registration' });
    const brand = panel.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'TCR brand' }) });
    await brand.getByText('Submitted', { exact: true }).waitFor();

    /** Check now until the brand shows `status`: TCR's vetting takes 15 s (the sandbox's shortest; twice here). */
    const checkUntil = (status: string) =>
      expect
        .poll(
          async () => {
            await panel.getByRole('button', { name: 'Check now', disabled: false }).click();
            await page.getByRole('button', { name: 'Check now', disabled: false }).waitFor();
            return brand.getByText(status, { exact: true }).isVisible();
          },
          { timeout: 60_000, interval: 2_000 },
        )
        .toBe(true);

    // Failed: TCR knows no company with this EIN; the panel says so and links to the field that fixes it.
    await checkUntil('Failed');
    await brand.getByText('Brand feedback: tax ID mismatch').waitFor();
    await brand.getByRole('link', { name: `Fix the EIN on legal entity ${entity.name}` }).click();
    await page.waitForURL(/\/app\/tcr\/legal_entities\/\d+\?fix=ein&account=\d+$/);
    const ein = page.getByRole('textbox', { name: 'EIN', exact: true });
    await expect.poll(() => ein.evaluate((input) => input === document.activeElement)).toBe(true);

    // Fixed and revetted: the confirmation shows the EIN as sent and as it is now.
    await ein.fill('661234567');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('listitem').filter({ hasText: 'Changes saved successfully.' }).last().waitFor();
    await page.getByRole('button', { name: 'Update and Revet', disabled: false }).click();
    const revet = page.getByRole('alertdialog', { name: legalEntityTexts.revet.title });
    await revet.getByRole('table').getByRole('row', { name: 'EIN 661230000 661234567' }).waitFor();
    await revet.getByRole('button', { name: 'Update and Revet' }).click();
    await page
      .getByRole('listitem')
      .filter({ hasText: /^Brand update success for brand: / })
      .waitFor();

    // Approved: TCR vets the corrected EIN; the timeline holds every step of the way.
    await openPage(page, `/app/accounts/${account.id}/twilio_configuration`);
    await brand.getByText('Submitted', { exact: true }).waitFor();
    await checkUntil('Approved');
    const timeline = panel.getByRole('list', { name: 'Timeline' });
    const brandEntries = await timeline.getByRole('listitem').filter({ hasText: 'TCR brand: ' }).allTextContents();
    // The newest first: approved after the revet was sent, which came after the failure of the first submission.
    expect(brandEntries.join('\n')).toMatch(/Approved[^]*Submitted[^]*Failed[^]*Submitted/);
  }, 120_000);
});
