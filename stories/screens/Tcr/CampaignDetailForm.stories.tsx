import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import CampaignDetailCreateScreen from '../../../src/islands/tcr/campaign-details/CampaignDetailCreateScreen.tsx';
import CampaignDetailEditScreen from '../../../src/islands/tcr/campaign-details/CampaignDetailEditScreen.tsx';
import { answering, failing, pending } from '../../../tests/support/api-mocks/index.ts';
import { findToast, prepareScreen, withHandlers, type ScreenParameters } from '../screenSupport.ts';

const meta = {
  title: 'Screens/TCR/Campaign detail form',
  component: CampaignDetailEditScreen,
  args: { campaignDetailId: 31 },
  beforeEach: prepareScreen,
  parameters: {
    layout: 'fullscreen',
    screen: { path: '/app/tcr/campaign_details/31' } satisfies ScreenParameters,
    docs: {
      description: {
        component:
          '/app/tcr/campaign_details/create and /{id} (spec 2, 5): name, message flow, description, campaign type ' +
          '(Low volume by default), the associated accounts; Save only when valid and changed; a live preview with ' +
          '{{NAME}} as the legal name of the associated accounts’ legal entity.',
      },
    },
  },
} satisfies Meta<typeof CampaignDetailEditScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const form = async (canvasElement: HTMLElement, name: string) =>
  within(await within(canvasElement).findByRole('form', { name }, { timeout: 3000 }));

/** A new one: empty texts, Low volume, no accounts; Save stays disabled until the three texts are there. */
export const Create: Story = {
  render: () => <CampaignDetailCreateScreen />,
  parameters: { screen: { path: '/app/tcr/campaign_details/create' } },
  play: async ({ canvasElement }) => {
    const fields = await form(canvasElement, 'Create campaign details');
    await expect(fields.getByRole('button', { name: /Campaign type/ })).toHaveTextContent('Low volume');
    const save = fields.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    await userEvent.type(fields.getByRole('textbox', { name: 'Name' }), 'Recall texts');
    await userEvent.type(fields.getByRole('textbox', { name: 'Message flow' }), 'Opt in at {{NAME}}.');
    await expect(save).toBeDisabled();
    await userEvent.type(fields.getByRole('textbox', { name: 'Description' }), 'Recall reminders.');
    await expect(save).toBeEnabled();
  },
};

/** Each text left empty says spec 5's message at once (Save, disabled, would never show them); typing clears it. */
export const RequiredOnceLeft: Story = {
  render: () => <CampaignDetailCreateScreen />,
  parameters: { screen: { path: '/app/tcr/campaign_details/create' } },
  play: async ({ canvasElement }) => {
    const fields = await form(canvasElement, 'Create campaign details');
    const name = fields.getByRole('textbox', { name: 'Name' });
    const messageFlow = fields.getByRole('textbox', { name: 'Message flow' });
    const description = fields.getByRole('textbox', { name: 'Description' });
    await userEvent.click(name);
    await userEvent.click(messageFlow);
    await expect(name).toHaveAccessibleDescription('Name is required');
    await expect(fields.queryByText('Message flow is required')).toBeNull();
    await userEvent.click(description);
    await userEvent.click(name);
    await expect(messageFlow).toHaveAccessibleDescription(/Message flow is required$/);
    await expect(description).toHaveAccessibleDescription(/Description is required$/);
    await userEvent.type(name, 'Recall texts');
    await expect(fields.queryByText('Name is required')).toBeNull();
    await expect(fields.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

/** Saved: spec 8's toast; the address becomes the new detail's page and the form stays, now editing it. */
export const Created: Story = {
  render: () => <CampaignDetailCreateScreen />,
  parameters: { screen: { path: '/app/tcr/campaign_details/create' } },
  play: async ({ canvasElement }) => {
    const fields = await form(canvasElement, 'Create campaign details');
    await userEvent.type(fields.getByRole('textbox', { name: 'Name' }), 'Recall texts');
    await userEvent.type(fields.getByRole('textbox', { name: 'Message flow' }), 'Opt in at the front desk.');
    await userEvent.type(fields.getByRole('textbox', { name: 'Description' }), 'Recall reminders.');
    await userEvent.click(fields.getByRole('button', { name: 'Save' }));
    await findToast(canvasElement, 'Campaign details has been saved successfully.');
    const heading = await within(canvasElement).findByRole('heading', { level: 1, name: 'Recall texts' });
    await expect(heading).toBeVisible();
    await expect(location.pathname).toMatch(/^\/app\/tcr\/campaign_details\/\d+$/);
    // Save is disabled once saved (nothing changed since): focus is on the page's heading, not on its body.
    await waitFor(() => expect(canvasElement.ownerDocument.activeElement).toBe(heading));
  },
};

/** The detail's call never answers: a skeleton in place of the form. */
export const Loading: Story = {
  beforeEach: withHandlers(pending('GET /campaign_management/campaign_details/:id')),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('Loading the campaign details')).toBeVisible();
  },
};

/**
 * An existing detail: its texts, Medium, its account as a removable chip, the preview with {{NAME}} as the legal
 * name; Save waits for a change, and a removed account is a change.
 */
export const Edit: Story = {
  play: async ({ canvasElement }) => {
    const fields = await form(canvasElement, 'Edit Recordatorios de citas');
    await expect(fields.getByRole('textbox', { name: 'Name' })).toHaveValue('Recordatorios de citas');
    await expect(fields.getByRole('button', { name: /Campaign type/ })).toHaveTextContent('Medium');
    const save = fields.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    await expect(
      await fields.findByText(/\{\{NAME\}\} is Grupo Dental Metro LLC/, {}, { timeout: 3000 }),
    ).toBeVisible();
    // The chips' code loads once the person shows intent: here, the pointer over the form.
    await userEvent.hover(fields.getByRole('textbox', { name: 'Name' }));
    const remove = await fields.findByRole('button', { name: 'Remove Clínica Dental Bayamón' });
    await userEvent.click(remove);
    await expect(save).toBeEnabled();
  },
};

/** {{NAME}} typed in either text shows as the legal name in the preview, as it is typed. */
export const Preview: Story = {
  play: async ({ canvasElement }) => {
    const fields = await form(canvasElement, 'Edit Recordatorios de citas');
    await fields.findByText(/\{\{NAME\}\} is Grupo Dental Metro LLC/, {}, { timeout: 3000 });
    const flow = fields.getByRole('textbox', { name: 'Message flow' });
    await userEvent.clear(flow);
    await userEvent.type(flow, 'Patients of {{{{NAME}} opt in at the front desk.');
    const preview = within(fields.getByRole('region', { name: 'Preview' }));
    await expect(preview.getByText('Patients of Grupo Dental Metro LLC opt in at the front desk.')).toBeVisible();
  },
};

/** Save pressed and the call still running: the button reads 'Saving...'. */
export const Saving: Story = {
  beforeEach: withHandlers(pending('PATCH /campaign_management/campaign_details/:id')),
  play: async ({ canvasElement }) => {
    const fields = await form(canvasElement, 'Edit Recordatorios de citas');
    await userEvent.type(fields.getByRole('textbox', { name: 'Name' }), ' 2026');
    await userEvent.click(fields.getByRole('button', { name: 'Save' }));
    await expect(await fields.findByRole('button', { name: 'Saving...' })).toBeVisible();
  },
};

/** The save fails (no usable answer): spec 8's toast, the reason in the form, and what was typed kept. */
export const SaveFailed: Story = {
  beforeEach: withHandlers(failing('PATCH /campaign_management/campaign_details/:id')),
  play: async ({ canvasElement }) => {
    const fields = await form(canvasElement, 'Edit Recordatorios de citas');
    const name = fields.getByRole('textbox', { name: 'Name' });
    await userEvent.type(name, ' 2026');
    await userEvent.click(fields.getByRole('button', { name: 'Save' }));
    await findToast(canvasElement, 'Error occurred while save campaign details.');
    await waitFor(() => expect(fields.getByRole('alert')).toBeVisible());
    await expect(name).toHaveValue('Recordatorios de citas 2026');
  },
};

/** A detail without accounts removed from its own page: the confirmation, spec 8's toast, and the page says it is gone. */
export const Removed: Story = {
  args: { campaignDetailId: 32 },
  parameters: { screen: { path: '/app/tcr/campaign_details/32' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const remove = await canvas.findByRole('button', { name: 'Remove Llamadas perdidas' }, { timeout: 3000 });
    remove.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(
      await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: 'Remove campaign details?' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Remove' }));
    await findToast(canvasElement, 'Campaign details has been removed successfully.');
    const heading = await canvas.findByRole('heading', { level: 1, name: 'Campaign details removed' });
    await expect(heading).toBeVisible();
    // The form and its Remove button are gone: focus is on the page's new heading.
    await waitFor(() => expect(canvasElement.ownerDocument.activeElement).toBe(heading));
    await expect(canvas.getByRole('link', { name: 'Back to campaign details' })).toHaveAttribute(
      'href',
      '/app/tcr/campaign_details',
    );
  },
};

/** The API answers the save with an error flag (spec 7): a failure, its message in the form, what was typed kept. */
export const SaveFlaggedError: Story = {
  beforeEach: withHandlers(
    answering('PATCH /campaign_management/campaign_details/:id', { error: 'TCR refused the message flow.' }),
  ),
  play: async ({ canvasElement }) => {
    const fields = await form(canvasElement, 'Edit Recordatorios de citas');
    const name = fields.getByRole('textbox', { name: 'Name' });
    await userEvent.type(name, ' 2026');
    await userEvent.click(fields.getByRole('button', { name: 'Save' }));
    await findToast(canvasElement, 'Error occurred while save campaign details.');
    await expect(await fields.findByText('TCR refused the message flow.')).toBeVisible();
    await expect(name).toHaveValue('Recordatorios de citas 2026');
  },
};

/**
 * Saved from the keyboard: spec 8's toast, and Save disabled again (nothing changed since), so focus moves to the
 * page's heading, now the saved name, rather than falling to the page's body.
 */
export const SavedKeepsFocus: Story = {
  play: async ({ canvasElement }) => {
    const fields = await form(canvasElement, 'Edit Recordatorios de citas');
    await userEvent.type(fields.getByRole('textbox', { name: 'Name' }), ' 2026');
    const save = fields.getByRole('button', { name: 'Save' });
    save.focus();
    await userEvent.keyboard('{Enter}');
    await findToast(canvasElement, 'Campaign details has been saved successfully.');
    const heading = await within(canvasElement).findByRole('heading', {
      level: 1,
      name: 'Recordatorios de citas 2026',
    });
    await waitFor(() => expect(save).toBeDisabled());
    await waitFor(() => expect(canvasElement.ownerDocument.activeElement).toBe(heading));
  },
};
