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
import { prepareScreen, type ScreenParameters } from '../screenSupport.ts';

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
 * Staff search Salesforce: after the 1 s pause, the matching practices with their towns; the one chosen with the
 * keyboard fills the form, in Spanish and on Puerto Rico's time unless changed (spec 2). The story ends with the
 * list closed: while it is open, react-aria's ComboBox hides the rest of the page with aria-hidden (not inert),
 * which axe reports for the focusable fields behind it.
 */
export const Step1SalesforceSearch: Story = {
  name: 'Step 1: Salesforce search',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(await currentStep(canvasElement)).toHaveTextContent('Create account');
    // The field is drawn until react-aria's combo box loads (on intent), then replaced: look it up each time.
    const search = () => canvas.getByRole('combobox', { name: 'Salesforce account' });
    await userEvent.click(await canvas.findByRole('combobox', { name: 'Salesforce account' }, { timeout: 3000 }));
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
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
    // Choosing writes the match's name into the search box, which searches once more after the pause (its spinner
    // shows meanwhile): let that search end, so the picture shows the form as it stays.
    await new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS + 500));
    const match = salesforceAccounts[0]!;
    await expect(search()).toHaveValue(match.name);
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue(match.name);
    await expect(canvas.getByRole('textbox', { name: 'Office phone' })).toHaveValue(match.phone);
    await expect(canvas.getByRole('textbox', { name: 'Salesforce id' })).toHaveValue(match.id);
    await expect(canvas.getByRole('button', { name: /Language/ })).toHaveTextContent('Spanish');
    await expect(canvas.getByRole('button', { name: /Timezone/ })).toHaveTextContent('PR');
    await expect(canvas.getByRole('button', { name: /Industry/ })).toHaveTextContent('Dental');
  },
};

/** A reseller gives town and notes (both required) and has no Salesforce search. */
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
    await expect(canvas.getByRole('button', { name: 'Create account' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/app/accounts');
  },
};

/** The account exists: its bot number is bought in the area code, which can still be changed. */
export const Step2BotNumber: Story = {
  name: 'Step 2: bot number',
  parameters: { screen: resumedWith(newAccount) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await currentStep(canvasElement)).toHaveTextContent('Provision bot number');
    const form = within(await canvas.findByRole('form', { name: 'Provision bot number' }, { timeout: 3000 }));
    await expect(form.getByText(/The account Sonrisas Dental Group Caguas was created\./)).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Bot number area code' })).toHaveValue('787');
    await expect(form.getByRole('button', { name: 'Provision bot number' })).toBeEnabled();
    await expect(form.getByRole('link', { name: 'Visit account' })).toHaveAttribute(
      'href',
      `/app/accounts/${newAccount.id}/overview`,
    );
  },
};

/** Done: the bot number, Home and Visit account. */
export const Step3Finished: Story = {
  name: 'Step 3: finished',
  parameters: {
    screen: resumedWith({ ...newAccount, bot_numbers: [{ number: '+17875550199', is_call_rescue_number: true }] }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'The account is ready' }, { timeout: 3000 })).toBeVisible();
    await expect(await currentStep(canvasElement)).toHaveTextContent('Finished');
    await expect(canvas.getByText(/created with the bot number \(787\) 555-0199\./)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/app/accounts');
    await expect(canvas.getByRole('link', { name: 'Visit account' })).toHaveAttribute(
      'href',
      `/app/accounts/${newAccount.id}/overview`,
    );
  },
};
