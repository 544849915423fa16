import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button, Checkbox, CheckboxGroup, Dialog, DialogTrigger, Heading, Popover, Text } from '../../src/ui/index.ts';

const meta = {
  title: 'UI/Popover',
  component: Popover,
  args: { placement: 'bottom start' },
  argTypes: {
    placement: { control: 'select', options: ['bottom start', 'bottom', 'bottom end', 'top start', 'end', 'start'] },
  },
  render: (args) => (
    <DialogTrigger>
      <Button>Campaign details</Button>
      <Popover {...args}>
        <Dialog>
          <Heading level={2} size="sm" slot="title">
            Low volume mixed
          </Heading>
          <Text as="p" tone="muted">
            Up to 2,000 message segments a day across all numbers of the brand.
          </Text>
          <Button size="sm" slot="close">
            Close
          </Button>
        </Dialog>
      </Popover>
    </DialogTrigger>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'A floating surface next to its trigger (RAC Popover): raised background, border, large shadow, 10px radius. ' +
          "Scrolls when taller than `maxHeight` (default 280px, the spec's 20rem dropdown height) or than the room in the viewport. " +
          'Used inside `MenuTrigger` (menus), `DialogTrigger` (a non-modal dialog: put a `Dialog` inside) and `SubmenuTrigger`. ' +
          'Escape or a click outside closes it and focus returns to the trigger.',
      },
    },
  },
} satisfies Meta<typeof Popover>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Campaign details' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'Low volume mixed' });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Open: Story = {
  render: (args) => (
    <DialogTrigger defaultOpen>
      <Button>Campaign details</Button>
      <Popover {...args}>
        <Dialog aria-label="Campaign details">
          <Text as="p">A popover keeps its content short: a few lines and an action.</Text>
        </Dialog>
      </Popover>
    </DialogTrigger>
  ),
};

export const Scrolling: Story = {
  render: (args) => (
    <DialogTrigger defaultOpen>
      <Button>Numbers</Button>
      <Popover {...args}>
        <Dialog aria-label="Assigned numbers">
          <CheckboxGroup label="Assign numbers">
            {Array.from({ length: 24 }, (_, i) => {
              const number = `(787) 555-01${String(i).padStart(2, '0')}`;
              return (
                <Checkbox key={number} value={number}>
                  {number}
                </Checkbox>
              );
            })}
          </CheckboxGroup>
        </Dialog>
      </Popover>
    </DialogTrigger>
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Assigned numbers' });
    const popover = dialog.parentElement!;
    await waitFor(() => expect(popover.getBoundingClientRect().height).toBeLessThanOrEqual(281));
    // One scroll box (the popover), so keyboard focus scrolls the checked option into view.
    await expect(popover.scrollHeight).toBeGreaterThan(popover.clientHeight);
    await expect(dialog.scrollHeight).toBeLessThanOrEqual(dialog.clientHeight + 1);
  },
};
