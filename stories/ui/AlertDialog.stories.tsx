import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AlertDialog, alertDialogVariants, Button, DialogTrigger, Stack, Text } from '../../src/ui/index.ts';

const onConfirm = fn();

/** A confirmation whose work the play test finishes by hand: `settle()` resolves the pending promise. */
let settle: () => void = () => {};
const slowConfirm = fn(
  () =>
    new Promise<void>((resolve) => {
      settle = resolve;
    }),
);
/** Never settles: the story's last picture is the pending state. */
const endlessConfirm = fn(() => new Promise<void>(() => {}));

const meta = {
  title: 'UI/AlertDialog',
  component: AlertDialog,
  args: {
    title: 'Provision bot number?',
    children: 'A new bot number is provisioned in the account’s bot number area code and becomes its main number.',
    confirmLabel: 'Yes',
    variant: 'default',
    onConfirm,
  },
  argTypes: {
    variant: { control: 'inline-radio', options: alertDialogVariants },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
  beforeEach: () => {
    onConfirm.mockClear();
    slowConfirm.mockClear();
    endlessConfirm.mockClear();
  },
  render: (args) => (
    <DialogTrigger>
      <Button>Provision bot number</Button>
      <AlertDialog {...args} />
    </DialogTrigger>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'A confirmation on Dialog’s Modal: `role="alertdialog"` named by `title`, described by the message (`children`) and an optional `warning` note, with Cancel and a confirm button (default label `Yes`). ' +
          'Put it in a `DialogTrigger` after its trigger button, or control it with `isOpen`/`onOpenChange`. Focus starts on Cancel (the safe choice), Tab reaches the confirm button, Escape cancels, focus returns to the trigger. ' +
          '`onConfirm` may return a promise: the confirm button shows pending (`pendingLabel`) and Cancel/Escape are blocked until it settles; it closes on resolve and stays open on reject. ' +
          '`variant="destructive"` for removals.',
      },
    },
  },
} satisfies Meta<typeof AlertDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: Enter opens, focus lands on Cancel, Escape cancels; then Tab to 'Yes' and Enter confirms. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Provision bot number' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('alertdialog', { name: 'Provision bot number?' });
    await expect(dialog).toHaveAccessibleDescription(
      'A new bot number is provisioned in the account’s bot number area code and becomes its main number.',
    );
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(onConfirm).not.toHaveBeenCalled();

    await userEvent.keyboard('{Enter}');
    const again = await body.findByRole('alertdialog', { name: 'Provision bot number?' });
    await waitFor(() => expect(within(again).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.tab();
    await expect(within(again).getByRole('button', { name: 'Yes' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Open, focus on Cancel: the picture of the dialog. */
export const Open: Story = {
  args: { defaultOpen: true },
  render: (args) => <AlertDialog {...args} />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Provision bot number?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
  },
};

/** The spec's 'Create Tcr Brand' confirmation, which warns of an additional cost. */
export const WithWarning: Story = {
  args: {
    defaultOpen: true,
    title: 'Create Tcr Brand?',
    children: 'A TCR brand is registered for this legal entity with its legal name, EIN and address.',
    warning: 'Creating a TCR brand carries an extra cost.',
  },
  render: (args) => <AlertDialog {...args} />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Create Tcr Brand?' });
    await expect(dialog).toHaveAccessibleDescription(
      'A TCR brand is registered for this legal entity with its legal name, EIN and address. Creating a TCR brand carries an extra cost.',
    );
    await expect(within(dialog).getByRole('note')).toHaveTextContent('Creating a TCR brand carries an extra cost.');
  },
};

/**
 * `isConfirmDisabled`: what the confirm button would do is known to be refused (here, no free update left), so it is
 * off, and the message says why; Cancel keeps focus.
 */
export const ConfirmDisabled: Story = {
  args: {
    defaultOpen: true,
    title: 'Resubmit the A2P brand?',
    children: "None of the provider's 3 free updates is left: only its support can resubmit this brand.",
    confirmLabel: 'Resubmit A2P brand',
    isConfirmDisabled: true,
  },
  render: (args) => <AlertDialog {...args} />,
  play: async ({ canvasElement, args }) => {
    const dialog = within(
      await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: 'Resubmit the A2P brand?' }),
    );
    await expect(dialog.getByRole('button', { name: 'Resubmit A2P brand' })).toBeDisabled();
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.tab();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** `variant="destructive"`: red icon and confirm button, for a removal. */
export const Destructive: Story = {
  args: {
    defaultOpen: true,
    variant: 'destructive',
    title: 'Delete campaign detail?',
    children: 'Reminders is removed. No accounts are associated with it. This cannot be undone.',
    confirmLabel: 'Delete',
  },
  render: (args) => <AlertDialog {...args} />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Delete campaign detail?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveFocus();
  },
};

/**
 * `onConfirm` returns a promise: the confirm button shows 'Provisioning bot number' while it runs, Cancel and
 * Escape do nothing, and the dialog closes once the promise resolves.
 */
export const AsyncConfirm: Story = {
  args: { onConfirm: slowConfirm, pendingLabel: 'Provisioning bot number' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('alertdialog', { name: 'Provision bot number?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(slowConfirm).toHaveBeenCalledOnce();

    const confirm = within(dialog).getByRole('button', { name: /Provisioning bot number/ });
    await expect(confirm).toHaveFocus();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(body.getByRole('alertdialog')).toBeVisible();

    settle();
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Provision bot number' })).toHaveFocus());
    // React Aria announced the pending button by id; the button is gone now. Its live announcer drops the
    // message after a few seconds; clear it now so axe does not see the dangling reference.
    canvasElement.ownerDocument
      .querySelectorAll('[data-live-announcer] [role="log"]')
      .forEach((log) => log.replaceChildren());
  },
};

/** The pending state itself (the work never finishes here). */
export const Pending: Story = {
  args: { defaultOpen: true, onConfirm: endlessConfirm, pendingLabel: 'Provisioning bot number' },
  render: (args) => <AlertDialog {...args} />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Provision bot number?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(endlessConfirm).toHaveBeenCalledOnce();
    await expect(within(dialog).getByRole('button', { name: /Provisioning bot number/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

function ControlledDialog(args: Parameters<typeof AlertDialog>[0]) {
  const [isOpen, setOpen] = useState(false);
  const [answer, setAnswer] = useState('none yet');
  return (
    <Stack gap="md" align="start">
      <Button
        variant="primary"
        onPress={() => {
          setAnswer('waiting');
          setOpen(true);
        }}
      >
        Create Tcr Brand
      </Button>
      <Text as="p" tone="muted" aria-live="polite">
        Last answer: {answer}
      </Text>
      <AlertDialog
        {...args}
        isOpen={isOpen}
        onOpenChange={(open) => {
          setOpen(open);
          if (!open) setAnswer((a) => (a === 'confirmed' ? a : 'cancelled'));
        }}
        onConfirm={() => {
          args.onConfirm?.();
          setAnswer('confirmed');
        }}
      />
    </Stack>
  );
}

/** Controlled with `isOpen`/`onOpenChange`: the page opens it from its own state and reads the answer. */
export const Controlled: Story = {
  args: {
    title: 'Create Tcr Brand?',
    children: 'A TCR brand is registered for this legal entity with its legal name, EIN and address.',
    warning: 'Creating a TCR brand carries an extra cost.',
  },
  render: (args) => <ControlledDialog {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await body.findByRole('alertdialog', { name: 'Create Tcr Brand?' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByText('Last answer: cancelled')).toBeVisible();

    await waitFor(() => expect(canvas.getByRole('button', { name: 'Create Tcr Brand' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('alertdialog', { name: 'Create Tcr Brand?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(onConfirm).toHaveBeenCalledOnce();
    await expect(canvas.getByText('Last answer: confirmed')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Create Tcr Brand' })).toHaveFocus());
  },
};

/** Long title and message wrap; the buttons wrap under each other on a narrow screen. */
export const LongText: Story = {
  args: {
    defaultOpen: true,
    title: 'Create Tcr Brand for Caribe Dental Group Professional Services Corporation of San Juan?',
    children:
      'A TCR brand is registered for Caribe Dental Group Professional Services Corporation of San Juan (EIN 660123456, 1250 Avenida Ponce de León, San Juan 00907-3944) with its legal name, EIN and address.',
    warning: 'Creating a TCR brand carries an extra cost.',
    confirmLabel: 'Yes, create the brand',
  },
  render: (args) => <AlertDialog {...args} />,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: /^Create Tcr Brand for Caribe Dental Group/ });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: 'Yes, create the brand' })).toBeVisible();
  },
};
