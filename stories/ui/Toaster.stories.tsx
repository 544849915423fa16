import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button, Inline, notify, Toaster } from '../../src/ui/index.ts';

function Demo() {
  return (
    <>
      <Inline gap="md">
        <Button variant="primary" onPress={() => void notify.success('Account updated successfully')}>
          Save
        </Button>
        <Button onPress={() => void notify.error('Error updating account')}>Fail</Button>
      </Inline>
      <Toaster />
    </>
  );
}

/** Each story starts without toasts (sonner's state outlives a story). */
async function dismissAll() {
  await notify.dismiss();
  await waitFor(() => expect(document.querySelector('[data-sonner-toast]')).toBeNull(), { timeout: 2000 });
}

const meta = {
  title: 'UI/Toaster',
  component: Toaster,
  render: () => <Demo />,
  beforeEach: dismissAll,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Notifications (sonner, themed with our tokens): bottom left, close after 4 s, with a close button; success has a green border, error a red one. ' +
          'Mount one `<Toaster />` per page (in the screen island), then call `notify.success(text)` / `notify.error(text)` ' +
          "(also `notify.info`, `notify.dismiss(id?)`) from anywhere, e.g. a mutation's onSuccess. Sonner loads on demand in its own chunk; " +
          "calls made before the Toaster is ready wait for it. The region is a landmark named 'Notifications alt+T' (Alt+T focuses it); " +
          'toasts are announced politely. Toasts do not survive a full page load: notify after navigating, not before.',
      },
      story: { inline: false, height: '240px' },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, minHeight: 220 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Toaster>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await expect(body.getByRole('button', { name: 'Save' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const message = await body.findByText('Account updated successfully');
    const toast = message.closest('[data-sonner-toast]')!;
    await expect(toast).toHaveAttribute('data-type', 'success');
    await expect(toast.closest('section')).toHaveAccessibleName(/Notifications/);
    // Left in place: axe checks the region with a toast in it.
  },
};

export const ErrorAndDismissByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.tab();
    await expect(body.getByRole('button', { name: 'Fail' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const message = await body.findByText('Error updating account');
    await expect(message.closest('[data-sonner-toast]')).toHaveAttribute('data-type', 'error');
    // Tab moves into the toast, then to its close button.
    await userEvent.tab();
    await userEvent.tab();
    const close = body.getByRole('button', { name: 'Dismiss notification' });
    await expect(close).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByText('Error updating account')).toBeNull(), { timeout: 2000 });
  },
};

/**
 * Closes by itself after 4 s. Story runs otherwise hold every toast for its picture (.storybook/vitest.visual.ts
 * makes the document read as hidden, which pauses sonner's timer): this one runs with the real timer.
 */
export const AutoCloses: Story = {
  beforeEach: () => {
    const held = Object.getOwnPropertyDescriptor(document, 'hidden');
    Reflect.deleteProperty(document, 'hidden');
    return () => {
      if (held) Object.defineProperty(document, 'hidden', held);
    };
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await body.findByText('Account updated successfully');
    await waitFor(() => expect(body.queryByText('Account updated successfully')).toBeNull(), { timeout: 6000 });
  },
};

export const DarkTheme: Story = { ...Success, globals: { theme: 'dark' } };

/**
 * Every notification is said, the page's first too: the Toaster is a polite live region from the page's start
 * (before sonner has loaded or drawn anything), the toasts appear inside it, and sonner's own region, created with
 * the first toast, is silenced so that nothing is said twice.
 */
export const AnnouncedFromTheStart: Story = {
  play: async ({ canvasElement }) => {
    const document = canvasElement.ownerDocument;
    const body = within(document.body);
    const region = document.querySelector('[data-toasts]');
    await expect(region).toHaveAttribute('aria-live', 'polite');
    await expect(region).toHaveAttribute('aria-relevant', 'additions text');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const toast = (await body.findByText('Account updated successfully')).closest('[data-sonner-toast]')!;
    await expect(toast.closest('[aria-live]:not([aria-live="off"])')).toBe(region);
    await expect(toast.closest('section')).toHaveAttribute('aria-live', 'off');
    await expect(document.querySelector('[data-toasts]')).toBe(region);
  },
};
