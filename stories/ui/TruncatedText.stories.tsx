import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DataTable, TruncatedText } from '../../src/ui/index.ts';

const messageFlow =
  'Patients opt in when they book online or text START to the practice number. They receive appointment confirmations, reminders 24 hours before the visit and waiting-list openings. Reply STOP to opt out, HELP for help.';
const description =
  'Appointment reminders and confirmations sent by {{NAME}} to its patients, with rescheduling links and waiting-list offers.';
const shortDescription = 'Appointment reminders and confirmations sent by {{NAME}} to its patients.';
const cutAt100 = `${messageFlow.slice(0, 100).trimEnd()}…`;

const meta = {
  title: 'UI/TruncatedText',
  component: TruncatedText,
  args: { children: messageFlow, maxLength: 100 },
  argTypes: { maxLength: { control: { type: 'number', min: 1 } } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560, paddingTop: 140 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          "Text cut to `maxLength` characters (default 100, the spec's campaign text previews) followed by an ellipsis '…'. " +
          'When cut, it becomes a focus stop with a dotted underline: hover, keyboard focus or a press (touch) shows the full text in a Tooltip; Escape hides it. ' +
          'Screen readers read the full text as its name, never the cut one. Text that fits renders as a plain span, not focusable. `truncateText()` gives the cut string alone.',
      },
    },
  },
} satisfies Meta<typeof TruncatedText>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A campaign's message flow, cut at 100 characters. Keyboard focus shows the full text; Escape hides it. */
export const Cut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    // What a person sees: the first 100 characters and an ellipsis.
    await expect(canvas.getByText(cutAt100)).toBeVisible();
    // What a screen reader gets: the full text.
    const trigger = canvas.getByRole('button', { name: messageFlow });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    const tooltip = await body.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(messageFlow);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull());
    await expect(trigger).toHaveFocus();
    // Enter (or a tap) toggles it back, for people who cannot hover.
    await userEvent.keyboard('{Enter}');
    await expect(await body.findByRole('tooltip')).toHaveTextContent(messageFlow);
  },
};

/** Hovering the cut text shows the full text after the short delay. */
export const Hover: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    // A press on the page first makes the pointer the current modality, as a real mouse does.
    await userEvent.click(canvasElement);
    await userEvent.hover(canvas.getByRole('button', { name: messageFlow }));
    await expect(await body.findByRole('tooltip', {}, { timeout: 2000 })).toHaveTextContent(messageFlow);
  },
};

/**
 * WCAG 1.4.13 (content on hover): the pointer moved from the cut text onto its tooltip keeps it open past the close
 * delay, so a long text can be read (or magnified) under it; Escape dismisses it there, and leaving both closes it.
 */
export const HoverOntoTheTooltip: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: messageFlow });
    await userEvent.click(canvasElement);
    await userEvent.hover(trigger);
    const tooltip = await body.findByRole('tooltip', {}, { timeout: 2000 });
    // Onto the bubble: the pointer leaves the trigger (user-event refuses an element the pointer cannot reach).
    await userEvent.hover(tooltip);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await expect(body.getByRole('tooltip')).toHaveTextContent(messageFlow);
    await expect(trigger).toHaveAccessibleDescription(messageFlow);
    // Back onto the trigger and onto the bubble again: still open.
    await userEvent.hover(trigger);
    await userEvent.hover(body.getByRole('tooltip'));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await expect(body.getByRole('tooltip')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull());
    // Shown again (the pointer the current modality again, after the key), then left for the page: it closes.
    await userEvent.click(canvasElement);
    await userEvent.hover(trigger);
    await userEvent.hover(await body.findByRole('tooltip', {}, { timeout: 2000 }));
    await userEvent.unhover(body.getByRole('tooltip'));
    await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull(), { timeout: 3000 });
  },
};

/** Text that fits stays plain: no ellipsis, no focus stop, no tooltip. */
export const Uncut: Story = {
  args: { children: shortDescription },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(shortDescription)).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
    await userEvent.tab();
    await expect(canvasElement.ownerDocument.body).toHaveFocus();
  },
};

/** Exactly `maxLength` characters: not cut. */
export const AtTheLimit: Story = {
  args: { children: messageFlow.slice(0, 100) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** A shorter `maxLength`, e.g. a narrow column. */
export const ShortLimit: Story = {
  args: { maxLength: 40 },
};

/** The campaign details list: message flow and description previews in table cells, each a few lines at most. */
export const InTable: Story = {
  render: (args) => (
    <div style={{ maxWidth: 640 }}>
      <DataTable
        aria-label="Campaign details"
        items={[{ id: 'reminders', name: 'Reminders' }]}
        getKey={(detail) => detail.id}
        columns={[
          { id: 'name', header: 'Name', cell: (detail) => detail.name },
          {
            id: 'messageFlow',
            header: 'Message flow',
            cell: () => <TruncatedText {...args}>{messageFlow}</TruncatedText>,
          },
          {
            id: 'description',
            header: 'Description',
            cell: () => <TruncatedText {...args}>{description}</TruncatedText>,
          },
        ]}
      />
    </div>
  ),
};
