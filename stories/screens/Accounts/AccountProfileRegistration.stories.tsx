import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import AccountProfileScreen from '../../../src/islands/accounts/profile/AccountProfileScreen.tsx';
import type { AccountDetail } from '../../../src/shared/accounts.ts';
import { answering, clinicaBayamon, failing, pending, twilioUpTo } from '../../../tests/support/api-mocks/index.ts';
import { a2pBrandResubmissionTexts } from '../../../src/shared/a2pBrandResubmissionTexts.ts';
import { accountRegistrationTexts } from '../../../src/shared/accountRegistrationTexts.ts';
import {
  a2pBrandResubmitting,
  accountRegistration,
  movedTo,
  registrationCheckAnswering,
  registrationRows,
} from '../../../tests/support/api-mocks/registration/board.ts';
import { findToast, prepareScreen, withHandlers, type ScreenParameters } from '../screenSupport.ts';

/** A practice of the board's fixtures as the profile shows it (the Messaging tab's account). */
const practice = (id: number, detail: Partial<AccountDetail> = {}): AccountDetail => ({
  ...clinicaBayamon,
  id,
  name: registrationRows.find((row) => row.account.id === id)!.account.name,
  ...detail,
});
const onMessagingTab = (account: AccountDetail): Partial<ScreenParameters> => ({
  path: `/app/accounts/${account.id}/twilio_configuration`,
  api: { accounts: [account] },
});

// Centro Pediátrico del Este: its A2P brand refused (30799), its TCR brand failed on the EIN (TAX_ID).
const refused = practice(1042, { legal_entity: { id: 22, name: 'Sonrisas del Caribe' } });
// Ortodoncia del Sur: its use case and campaign in vetting for 50 days, past the 42 they may take.
const late = practice(1044);
// Quiropráctica Metro: nothing sent yet.
const notStarted = practice(1046);

const meta = {
  title: 'Screens/Accounts/Account profile/Registration panel',
  component: AccountProfileScreen,
  args: { accountId: clinicaBayamon.id },
  beforeEach: prepareScreen,
  parameters: {
    layout: 'fullscreen',
    screen: onMessagingTab(clinicaBayamon),
    docs: {
      description: {
        component:
          "The Messaging tab's Registration panel (issue 22): where the account stands in the messaging chain, the " +
          'TCR brand and the TCR campaign, a failed step linked to the field that fixes it, and every status change ' +
          'the providers reported, the newest first. GET /registration/accounts/{id} is mocked from the board\u2019s ' +
          'fixtures (tests/support/api-mocks/registration/board.ts).',
      },
    },
  },
} satisfies Meta<typeof AccountProfileScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

async function panel(canvasElement: HTMLElement) {
  return within(await within(canvasElement).findByRole('region', { name: 'Registration' }, { timeout: 3000 }));
}

/** Each track's heading and status, in the panel's order. */
async function tracks(canvasElement: HTMLElement) {
  const list = await (await panel(canvasElement)).findByRole('list', { name: 'Registration tracks' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => within(item).getByRole('heading', { level: 3 }).textContent);
}

/** Everything registered: each track approved, and the timeline of how it got there. */
export const Registered: Story = {
  play: async ({ canvasElement }) => {
    await expect(await tracks(canvasElement)).toEqual(['Messaging chain, A2P use case', 'TCR brand', 'TCR campaign']);
    const region = await panel(canvasElement);
    await expect(region.getAllByText('Approved')).toHaveLength(3);
    await expect(region.getAllByText('Nothing to do: registered')).toHaveLength(3);
    const timeline = region.getByRole('list', { name: 'Timeline' });
    await expect(within(timeline).getAllByRole('listitem')).toHaveLength(6);
    // Nothing waits on a provider: nothing to check.
    await expect(region.queryByRole('button', { name: 'Check now' })).toBeNull();
  },
};

/** A refused brand: the provider's code and words, and the link to the field that fixes it. */
export const FailedWithItsFix: Story = {
  args: { accountId: refused.id },
  parameters: { screen: onMessagingTab(refused) },
  play: async ({ canvasElement }) => {
    const region = await panel(canvasElement);
    const fix = await region.findByRole('link', { name: 'Fix the EIN on legal entity Sonrisas del Caribe' });
    await expect(fix).toHaveAttribute('href', '/app/tcr/legal_entities/22?fix=ein&account=1042');
    const brand = within(region.getAllByRole('listitem').find((item) => item.textContent?.startsWith('TCR brand'))!);
    await expect(brand.getByText('Brand feedback: tax ID mismatch')).toBeVisible();
    await expect(brand.getByText('The EIN does not match the legal name on IRS records.')).toBeVisible();
    // The A2P brand's refusal: its code, and its fix on the same legal entity.
    await expect(region.getAllByText('Error 30799').length).toBeGreaterThan(0);
    await expect(
      region.getByRole('link', { name: 'Fix the legal name on legal entity Sonrisas del Caribe' }),
    ).toHaveAttribute('href', '/app/tcr/legal_entities/22?fix=legal_name&account=1042');
  },
};

/** Waits past their expected range: said in words beside the status, with the day against the range. */
export const Late: Story = {
  args: { accountId: late.id },
  parameters: { screen: onMessagingTab(late) },
  play: async ({ canvasElement }) => {
    const region = await panel(canvasElement);
    await expect(await region.findAllByText('In review, late')).toHaveLength(2);
    await expect(region.getAllByText('Waiting on provider: vetting, day 51 of 14-42')).toHaveLength(2);
  },
};

/** Nothing sent yet: what to start with, and an empty timeline that says so. */
export const NotStarted: Story = {
  args: { accountId: notStarted.id },
  parameters: { screen: onMessagingTab(notStarted) },
  play: async ({ canvasElement }) => {
    const region = await panel(canvasElement);
    await expect(await region.findByText('Create the sub-account on the messaging tab')).toBeVisible();
    await expect(region.getByText('Register the brand from the legal entity')).toBeVisible();
    await expect(region.getByText('Nothing has been sent to a provider yet.')).toBeVisible();
  },
};

/** A timeline longer than the API sends (its latest REGISTRATION_TIMELINE_LENGTH changes): the panel says so. */
export const TimelineCut: Story = {
  beforeEach: withHandlers(
    answering('GET /registration/accounts/:id', {
      ...accountRegistration(registrationRows.find((row) => row.account.id === clinicaBayamon.id)!),
      events_cut: true,
    }),
  ),
  play: async ({ canvasElement }) => {
    const region = await panel(canvasElement);
    const timeline = await region.findByRole('list', { name: 'Timeline' });
    const shown = within(timeline).getAllByRole('listitem').length;
    await expect(region.getByText(accountRegistrationTexts.timelineCut(shown))).toBeVisible();
  },
};

/** The panel's call never answers: the tab is there, the panel shows it is loading. */
export const Loading: Story = {
  beforeEach: withHandlers(pending('GET /registration/accounts/:id')),
  play: async ({ canvasElement }) => {
    const region = await panel(canvasElement);
    await expect(region.getByRole('heading', { level: 2, name: 'Registration' })).toBeVisible();
    await expect(region.queryByRole('list', { name: 'Registration tracks' })).toBeNull();
  },
};

/** The panel cannot be loaded: its error with Try again, and the rest of the tab works. */
export const LoadError: Story = {
  name: 'Load error',
  beforeEach: withHandlers(failing('GET /registration/accounts/:id')),
  play: async ({ canvasElement }) => {
    const region = await panel(canvasElement);
    const alert = await region.findByRole('alert', {}, { timeout: 8000 });
    await expect(alert).toHaveTextContent("The account's registration could not be loaded.");
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expect(within(canvasElement).getByRole('region', { name: 'Twilio sub-account' })).toBeVisible();
  },
};

/** The row of the late practice, with its campaign as the carriers' review left it: approved. */
const lateRow = registrationRows.find((row) => row.account.id === late.id)!;
const campaignApproved = movedTo(lateRow, 'campaign', 'approved');

/** Presses Check now from the keyboard: focus stays on it while it asks and after. */
async function checkNow(canvasElement: HTMLElement) {
  const region = await panel(canvasElement);
  const button = await region.findByRole('button', { name: 'Check now' });
  button.focus();
  await userEvent.keyboard('{Enter}');
  return button;
}

/** Check now while the late practice waits: the providers answer as before, and the toast says so. */
export const CheckNowNoChange: Story = {
  name: 'Check now, no change',
  args: { accountId: late.id },
  parameters: { screen: onMessagingTab(late) },
  play: async ({ canvasElement }) => {
    const button = await checkNow(canvasElement);
    const toast = await findToast(canvasElement, 'Checked with the providers: no change.');
    await expect(toast).toHaveAttribute('data-type', 'success');
    await expect(button).toHaveFocus();
    await expect((await panel(canvasElement)).getAllByText('In review, late')).toHaveLength(2);
  },
};

/** Check now when the carriers have approved the campaign: the panel shows it at once, and the toast says so. */
export const CheckNowChanged: Story = {
  name: 'Check now, a status changed',
  args: { accountId: late.id },
  parameters: { screen: onMessagingTab(late) },
  beforeEach: withHandlers(registrationCheckAnswering(campaignApproved)),
  play: async ({ canvasElement }) => {
    const button = await checkNow(canvasElement);
    await findToast(canvasElement, 'Checked with the providers: a status changed.');
    const region = await panel(canvasElement);
    await waitFor(() => expect(region.getAllByText('In review, late')).toHaveLength(1));
    await expect(region.getAllByText('Approved')).toHaveLength(2);
    // The chain's use case still waits: the button stays, with focus.
    await expect(button).toHaveFocus();
  },
};

/** Check now when no provider answers: said as an error; the panel stays as it was. */
export const CheckNowUnreachable: Story = {
  name: 'Check now, providers down',
  args: { accountId: late.id },
  parameters: { screen: onMessagingTab(late) },
  beforeEach: withHandlers(registrationCheckAnswering(lateRow, { unreachable: 2 })),
  play: async ({ canvasElement }) => {
    const button = await checkNow(canvasElement);
    const toast = await findToast(canvasElement, accountRegistrationTexts.checkUnanswered);
    await expect(toast).toHaveAttribute('data-type', 'error');
    await expect(button).toHaveFocus();
    await expect((await panel(canvasElement)).getAllByText('In review, late')).toHaveLength(2);
  },
};

// Centro Pediátrico del Este with the A2P brand it was refused (30799) held by the provider: the chain done up to
// the use case.
const brandSent = practice(1042, {
  legal_entity: { id: 22, name: 'Sonrisas del Caribe' },
  twilio_configuration: twilioUpTo('a2p_use_case'),
});
const brandSentRow = registrationRows.find((row) => row.account.id === brandSent.id)!;

/** Opens Resubmit A2P brand from the keyboard: the confirmation, focus on Cancel, faded in. */
async function openResubmit(canvasElement: HTMLElement) {
  const region = await panel(canvasElement);
  const button = await region.findByRole('button', { name: 'Resubmit A2P brand' });
  button.focus();
  await userEvent.keyboard('{Enter}');
  const element = await within(document.body).findByRole('alertdialog', { name: 'Resubmit the A2P brand?' });
  await expect(element).toHaveAccessibleDescription(/3 times at no charge/);
  const dialog = within(element);
  await waitFor(() => expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus());
  await waitFor(() => expect(element).toBeVisible());
  return { button, dialog };
}

/**
 * A failed A2P brand resubmitted with the keyboard: the confirmation says what changed since it was sent (the
 * practice's e-mail) and the provider's free updates left; confirmed, the brand is in review again, the toast says
 * so, and focus is back on the button.
 */
export const ResubmitTheA2pBrand: Story = {
  name: 'Resubmit the A2P brand',
  args: { accountId: brandSent.id },
  parameters: { screen: onMessagingTab(brandSent) },
  beforeEach: withHandlers(...a2pBrandResubmitting(brandSentRow, brandSent)),
  play: async ({ canvasElement }) => {
    const { button, dialog } = await openResubmit(canvasElement);
    await expect(
      dialog.getByText(`The messaging provider will vet brand ${brandSent.twilio_configuration!.a2p_brand_sid} again`, {
        exact: false,
      }),
    ).toBeVisible();
    const changes = await dialog.findByRole(
      'table',
      { name: /^Changed since it was last sent on / },
      { timeout: 3000 },
    );
    const email = within(changes).getByRole('row', { name: /Email/ });
    await expect(within(email).getByRole('cell', { name: `oficina@${brandSent.email.split('@')[1]}` })).toBeVisible();
    await expect(within(email).getByRole('cell', { name: brandSent.email })).toBeVisible();
    await expect(dialog.getByText("2 of the provider's 3 free updates are left (1 used).")).toBeVisible();
    await userEvent.tab();
    await expect(dialog.getByRole('button', { name: 'Resubmit A2P brand' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await findToast(canvasElement, a2pBrandResubmissionTexts.resubmitted);
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
    const region = await panel(canvasElement);
    const chain = within(
      region.getAllByRole('listitem').find((item) => item.textContent?.startsWith('Messaging chain'))!,
    );
    await waitFor(() => expect(chain.getByText('Submitted')).toBeVisible());
    await expect(button).toHaveFocus();
    // The announcement of the pending confirm button outlives the closed dialog for a while (see the legal entity's
    // Brand: created); axe would count its reference as an unnamed image.
    await waitFor(() => expect(document.querySelector('[data-live-announcer] [aria-labelledby]')).toBeNull(), {
      timeout: 9000,
    });
  },
};

/**
 * The provider's free updates all used, nothing changed since the brand was sent: the confirmation says both, and
 * its confirm button is off.
 */
export const ResubmitWithNoUpdatesLeft: Story = {
  name: 'Resubmit the A2P brand, no updates left',
  args: { accountId: brandSent.id },
  parameters: { screen: onMessagingTab(brandSent) },
  beforeEach: withHandlers(
    answering('GET /twilio_admin/:id/a2p_brand_resubmission', {
      brand_sid: brandSent.twilio_configuration!.a2p_brand_sid!,
      last_submitted_at: '2026-02-27T15:00:00.000Z',
      free_updates: 3,
      updates_used: 3,
      updates_left: 0,
      changes: [],
    }),
  ),
  play: async ({ canvasElement }) => {
    const { dialog } = await openResubmit(canvasElement);
    await expect(
      await dialog.findByText(/have not changed since the brand was sent on/, {}, { timeout: 3000 }),
    ).toBeVisible();
    await expect(
      dialog.getByText("None of the provider's 3 free updates is left: only its support can resubmit this brand."),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Resubmit A2P brand' })).toBeDisabled();
  },
};
