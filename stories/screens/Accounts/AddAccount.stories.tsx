import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import AddAccountScreen from '../../../src/islands/accounts/create/AddAccountScreen.tsx';
import type { AccountDetail } from '../../../src/shared/accounts.ts';
import { SEARCH_DEBOUNCE_MS } from '../../../src/shared/constants.ts';
import {
  accountDetails,
  newAccount,
  resellerUser,
  salesforceAccounts,
} from '../../../tests/support/api-mocks/index.ts';
import { expectSaidThrough, liveRegionsNow, prepareScreen, type ScreenParameters } from '../screenSupport.ts';

const meta = {
  title: 'Screens/Accounts/Add account',
  component: AddAccountScreen,
  beforeEach: prepareScreen,
  parameters: {
    layout: 'fullscreen',
    screen: { path: '/app/accounts/create' } satisfies ScreenParameters,
    docs: {
      description: {
        component:
          '/app/accounts/create (spec 2): the account form (Salesforce prefill for staff, town and notes for ' +
          'resellers), the bot number, Finished. The created account stays in the address (`?account=ID`), which is ' +
          'how the later steps open here. The account, Salesforce and picker calls are mocked.',
      },
    },
  },
} satisfies Meta<typeof AddAccountScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The step the stepper marks as the current one. */
const currentStep = async (canvasElement: HTMLElement) =>
  (await within(canvasElement).findByRole('list', { name: 'Add account steps' }, { timeout: 3000 })).querySelector(
    '[aria-current="step"]',
  );

/** The created account, by the wizard's address: no bot number yet (step 2), or with one (step 3). */
const resumedWith = (account: AccountDetail): Partial<ScreenParameters> => ({
  path: `/app/accounts/create?account=${account.id}`,
  api: { accounts: [...accountDetails, account] },
});

/**
 * Picks a Salesforce account as staff do: types in the search, waits out the 1 s pause, chooses the `index`th match
 * with the keyboard, and waits for the search the chosen name starts (its spinner shows meanwhile), so the picture
 * shows the form as it stays, the list closed (Step1SalesforceListOpen shows the open list over the form).
 */
async function pickSalesforceAccount(canvasElement: HTMLElement, text: string, expected: string[], index: number) {
  const canvas = within(canvasElement);
  const body = within(canvasElement.ownerDocument.body);
  // The field is drawn until react-aria's combo box loads (on intent), then replaced: look it up each time.
  const search = () => canvas.getByRole('combobox', { name: 'Salesforce account' });
  await userEvent.click(await canvas.findByRole('combobox', { name: 'Salesforce account' }, { timeout: 3000 }));
  await waitFor(() => expect(search()).toHaveFocus());
  await userEvent.keyboard(text);
  const results = within(await body.findByRole('listbox', {}, { timeout: 4000 }));
  await waitFor(() => expect(results.getAllByRole('option').map((option) => option.textContent)).toEqual(expected), {
    timeout: 4000,
  });
  await userEvent.keyboard(`${'{ArrowDown}'.repeat(index + 1)}{Enter}`);
  await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
  // The chosen name starts a search of its own after the pause: the field's group is busy until it has answered.
  const group = () => search().closest('[role="group"]');
  await waitFor(() => expect(group()).toHaveAttribute('aria-busy', 'true'));
  await waitFor(() => expect(group()).not.toHaveAttribute('aria-busy'), { timeout: SEARCH_DEBOUNCE_MS + 4000 });
  return search();
}

/**
 * Staff search Salesforce: after the 1 s pause, the matching practices with their towns; the one chosen with the
 * keyboard fills every field it carries, industry and calendar taken onto the console's lists, in Spanish and on
 * Puerto Rico's time unless changed (spec 2). Its town and notes are saved too: staff have no such fields (spec 2:
 * they are the resellers'), so a note says what goes with the account.
 */
export const Step1SalesforceSearch: Story = {
  name: 'Step 1: Salesforce search',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await currentStep(canvasElement)).toHaveTextContent('Create account');
    await expect(canvas.queryByRole('button', { name: /Town/ })).toBeNull();
    const match = salesforceAccounts[0]!;
    const search = await pickSalesforceAccount(
      canvasElement,
      'Sonrisas',
      ['Sonrisas Dental Group CaguasCaguas', 'Sonrisas Pediátricas HumacaoHumacao'],
      0,
    );
    await expect(search).toHaveValue(match.name);
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue(match.name);
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue(match.email);
    await expect(canvas.getByRole('textbox', { name: 'Office phone' })).toHaveValue(match.phone);
    await expect(canvas.getByRole('textbox', { name: 'Salesforce id' })).toHaveValue(match.id);
    await expect(canvas.getByRole('button', { name: /Language/ })).toHaveTextContent('Spanish');
    await expect(canvas.getByRole('button', { name: /Timezone/ })).toHaveTextContent('PR');
    await expect(canvas.getByRole('button', { name: /Industry/ })).toHaveTextContent('Dental');
    await expect(canvas.getByRole('button', { name: /Calendar/ })).toHaveTextContent('Dentrix');
    await expect(canvas.queryByRole('button', { name: /Town/ })).toBeNull();
    await expect(canvas.queryByRole('textbox', { name: 'Notes' })).toBeNull();
    await expect(
      canvas.getByText(`From Salesforce, also saved with the account: town Caguas; notes “${match.notes}”.`),
    ).toBeVisible();
    await expect(canvas.queryByText(/not recognised/)).toBeNull();
  },
};

/** The Salesforce search's list open over the step's form. The story ends with it open, for its axe check. */
export const Step1SalesforceListOpen: Story = {
  name: 'Step 1: Salesforce list open',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const search = () => canvas.getByRole('combobox', { name: 'Salesforce account' });
    // Focused from the keyboard's side (no pointer over the field in the picture).
    (await canvas.findByRole('combobox', { name: 'Salesforce account' }, { timeout: 3000 })).focus();
    await waitFor(() => expect(search()).toHaveFocus());
    await userEvent.keyboard('Sonrisas');
    const results = within(await body.findByRole('listbox', {}, { timeout: 4000 }));
    await waitFor(
      () =>
        expect(results.getAllByRole('option').map((option) => option.textContent)).toEqual([
          'Sonrisas Dental Group CaguasCaguas',
          'Sonrisas Pediátricas HumacaoHumacao',
        ]),
      { timeout: 4000 },
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(search()).toHaveAttribute('aria-activedescendant', results.getAllByRole('option')[0]!.id);
  },
};

/**
 * A Salesforce account whose industry and calendar the console does not list: those two stay empty, and a note
 * under the search says which texts were not recognised, through a live region there from the start.
 */
export const Step1SalesforceNotRecognised: Story = {
  name: 'Step 1: Salesforce values not recognised',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const match = salesforceAccounts[1]!;
    await canvas.findByRole('textbox', { name: 'Name' });
    const regions = liveRegionsNow(canvasElement);
    await pickSalesforceAccount(
      canvasElement,
      'Sonrisas',
      ['Sonrisas Dental Group CaguasCaguas', 'Sonrisas Pediátricas HumacaoHumacao'],
      1,
    );
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue(match.name);
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue(match.email);
    // Said as it appears, through a region that was there before it.
    await expectSaidThrough(
      regions,
      'From Salesforce, not recognised and left empty: industry “Pediatric Dentistry”, calendar “Agenda de papel”.',
      canvasElement,
    );
    await expect(canvas.getByRole('button', { name: /Industry/ })).toHaveTextContent('Choose an industry');
    await expect(canvas.getByRole('button', { name: /Calendar/ })).toHaveTextContent('Choose a calendar');
    await expect(canvas.getByText(/^From Salesforce, also saved with the account: town Humacao/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Language/ })).toHaveTextContent('Spanish');
  },
};

/**
 * A reseller gives town and notes (both required) and has no Salesforce search, nor the TCR references: staff set
 * those (issue 39).
 */
export const Step1Reseller: Story = {
  name: 'Step 1: reseller',
  parameters: { screen: { api: { user: resellerUser } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: /Town/ }, { timeout: 3000 })).toHaveTextContent(
      'Choose a town',
    );
    await expect(canvas.getByRole('textbox', { name: 'Notes' })).toBeRequired();
    await expect(canvas.queryByRole('combobox', { name: 'Salesforce account' })).toBeNull();
    await expect(canvas.getByRole('combobox', { name: /Parent account/ })).toBeRequired();
    await expect(canvas.queryByRole('combobox', { name: /Legal entity/ })).toBeNull();
    await expect(canvas.queryByRole('combobox', { name: /Campaign detail/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Create account' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/app/accounts');
  },
};

/**
 * Resumed on an account from the address: its bot number is bought in the area code, which can still be changed.
 * The step does not claim this wizard created it.
 */
export const Step2BotNumber: Story = {
  name: 'Step 2: bot number',
  parameters: { screen: resumedWith(newAccount) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await currentStep(canvasElement)).toHaveTextContent('Provision bot number');
    const form = within(await canvas.findByRole('form', { name: 'Provision bot number' }, { timeout: 3000 }));
    await expect(form.getByText(/Sonrisas Dental Group Caguas has no bot number yet\./)).toBeVisible();
    await expect(form.queryByText(/was created/)).toBeNull();
    await expect(form.getByRole('textbox', { name: 'Bot number area code' })).toHaveValue('787');
    await expect(form.getByRole('button', { name: 'Provision bot number' })).toBeEnabled();
    await expect(form.getByRole('link', { name: 'Visit account' })).toHaveAttribute(
      'href',
      `/app/accounts/${newAccount.id}/overview`,
    );
  },
};

/** Provision asks first, as the overview does: the question names the area code and the account. */
export const Step2ProvisionAsks: Story = {
  name: 'Step 2: provision asks first',
  parameters: { screen: resumedWith(newAccount) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(await canvas.findByRole('form', { name: 'Provision bot number' }, { timeout: 3000 }));
    await userEvent.click(form.getByRole('button', { name: 'Provision bot number' }));
    const body = within(canvasElement.ownerDocument.body);
    const ask = within(await body.findByRole('alertdialog', { name: 'Provision bot number?' }));
    await expect(ask.getByRole('button', { name: 'Provision' })).toBeEnabled();
  },
};

/** Done, resumed on an account that has its bot number already: the number, Home and Visit account. */
export const Step3Finished: Story = {
  name: 'Step 3: finished',
  parameters: {
    screen: resumedWith({ ...newAccount, bot_numbers: [{ number: '+17875550199', is_call_rescue_number: true }] }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'The account is ready' }, { timeout: 3000 })).toBeVisible();
    await expect(await currentStep(canvasElement)).toHaveTextContent('Finished');
    await expect(canvas.getByText(/already has the bot number \(787\) 555-0199\./)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/app/accounts');
    await expect(canvas.getByRole('link', { name: 'Visit account' })).toHaveAttribute(
      'href',
      `/app/accounts/${newAccount.id}/overview`,
    );
  },
};

/** An address naming an account that does not exist (`?account=99999`): the not-found view, not a lasting skeleton. */
export const UnknownAccount: Story = {
  parameters: { screen: { path: '/app/accounts/create?account=99999' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'The page is not found' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to accounts' })).toHaveAttribute('href', '/app/accounts');
    await expect(canvas.queryByRole('list', { name: 'Add account steps' })).toBeNull();
  },
};

/**
 * The bot number provisioned from the keyboard, once asked (a number is bought): the step's form gives way to
 * Finished, focus moves to its heading (not to the page's body), and the step is announced through a live region that
 * was on the page before.
 */
export const Step2ProvisionedMovesFocus: Story = {
  name: 'Step 2: provisioned, focus on the next step',
  parameters: { screen: resumedWith(newAccount) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(await canvas.findByRole('form', { name: 'Provision bot number' }, { timeout: 3000 }));
    await expect(form.getByRole('heading', { level: 2, name: 'Provision bot number' })).toBeVisible();
    const regions = liveRegionsNow(canvasElement);
    form.getByRole('button', { name: 'Provision bot number' }).focus();
    await userEvent.keyboard('{Enter}');
    const body = within(canvasElement.ownerDocument.body);
    const ask = await body.findByRole('alertdialog', { name: 'Provision bot number?' });
    await expect(ask).toHaveAccessibleDescription(
      'A new number in area code 787 is bought for Sonrisas Dental Group Caguas.',
    );
    await waitFor(() => expect(within(ask).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.keyboard('{Tab}{Enter}');
    const heading = await canvas.findByRole('heading', { name: 'The account is ready' }, { timeout: 5000 });
    await waitFor(() => expect(canvasElement.ownerDocument.activeElement).toBe(heading));
    await expectSaidThrough(regions, 'Step 3 of 3: Finished', canvasElement);
    await expect(await currentStep(canvasElement)).toHaveTextContent('Finished');
  },
};
