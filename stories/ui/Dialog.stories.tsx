import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, Dialog, DialogTrigger, Heading, Inline, Modal, Stack, Text, TextField } from '../../src/ui/index.ts';

const onConfirm = fn();

const meta = {
  title: 'UI/Dialog',
  component: Modal,
  args: { size: 'sm' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  beforeEach: () => {
    onConfirm.mockClear();
  },
  render: (args) => (
    <DialogTrigger>
      <Button variant="destructive">Delete account</Button>
      <Modal {...args}>
        <Dialog role="alertdialog">
          {({ close }) => (
            <Stack gap="lg">
              <Heading slot="title" level={2} size="md">
                Delete Acme Dental?
              </Heading>
              <Text as="p">The account, its users and business phones are removed. This cannot be undone.</Text>
              <Inline gap="sm" justify="end">
                <Button onPress={close}>Cancel</Button>
                <Button
                  variant="destructive"
                  onPress={() => {
                    onConfirm();
                    close();
                  }}
                >
                  Delete
                </Button>
              </Inline>
            </Stack>
          )}
        </Dialog>
      </Modal>
    </DialogTrigger>
  ),
  parameters: {
    docs: {
      description: {
        component:
          '`DialogTrigger` wraps a trigger `Button` and a `Modal` (centered surface over a dimmed backdrop; `size` sm 400px, md 560px, lg 800px) holding a `Dialog`. ' +
          'Name the dialog with `<Heading slot="title">` (or `aria-label`); `role="alertdialog"` for confirmations. Children may be a function receiving `close`. ' +
          'Focus moves into the dialog and is trapped there; Escape closes (add `isDismissable` to also close on a click outside); focus returns to the trigger. ' +
          'For non-modal panels put the `Dialog` in a `Popover` instead.',
      },
    },
  },
} satisfies Meta<typeof Modal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Confirmation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Delete account' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('alertdialog', { name: 'Delete Acme Dental?' });
    // Focus is trapped: Tab cycles between the two buttons.
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(onConfirm).not.toHaveBeenCalled();

    await userEvent.keyboard('{Enter}');
    await body.findByRole('alertdialog', { name: 'Delete Acme Dental?' });
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
  },
};

export const WithForm: Story = {
  args: { size: 'md', isDismissable: true },
  render: (args) => (
    <DialogTrigger defaultOpen>
      <Button>Add business phone</Button>
      <Modal {...args}>
        <Dialog>
          {({ close }) => (
            <Stack gap="lg">
              <Heading slot="title" level={2} size="md">
                Add business phone
              </Heading>
              <TextField label="Phone number" description="10 digits, no country code." autoFocus />
              <TextField label="Label" />
              <Inline gap="sm" justify="end">
                <Button onPress={close}>Cancel</Button>
                <Button variant="primary" onPress={close}>
                  Add phone
                </Button>
              </Inline>
            </Stack>
          )}
        </Dialog>
      </Modal>
    </DialogTrigger>
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Add business phone' });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Phone number' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

export const LongContent: Story = {
  args: { size: 'lg' },
  render: (args) => (
    <DialogTrigger defaultOpen>
      <Button>Terms</Button>
      <Modal {...args}>
        <Dialog>
          <Stack gap="md">
            <Heading slot="title" level={2} size="md">
              Messaging terms of service
            </Heading>
            {Array.from({ length: 14 }, (_, i) => (
              <Text as="p" key={i}>
                Section {i + 1}. Messages sent through the campaign must match the registered use case, include opt-out
                instructions and respect quiet hours in the recipient&apos;s time zone.
              </Text>
            ))}
            <Inline justify="end">
              <Button slot="close" variant="primary">
                Close
              </Button>
            </Inline>
          </Stack>
        </Dialog>
      </Modal>
    </DialogTrigger>
  ),
};
