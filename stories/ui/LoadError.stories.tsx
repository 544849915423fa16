import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoadError, RETRYING_TEXT } from '../../src/ui/index.ts';

const meta = {
  title: 'UI/LoadError',
  component: LoadError,
  args: {
    message: 'ERROR :sad:',
    reason: 'A server error occurred.',
    isFailed: true,
    isRetrying: false,
    onRetry: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          "A region's load failure and its way out: the screen's message (e.g. the spec's 'ERROR :sad:') with the " +
          "server's reason and a Try again button (role alert); while the load is retried, a notice says so (role " +
          'status). Islands feed it from `loadFailure(query)` of src/api/errors.ts.',
      },
    },
  },
} satisfies Meta<typeof LoadError>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Failed: the message, the reason, and Try again reached and pressed from the keyboard. */
export const Failed: Story = {
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('ERROR :sad:');
    await expect(alert).toHaveTextContent('A server error occurred.');
    await userEvent.tab();
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Try again pressed: the button waits (and keeps focus), the alert says it is trying again. */
export const FailedAndRetrying: Story = {
  args: { isRetrying: true },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Trying again…');
    await expect(within(alert).getByRole('button', { name: /Try again/ })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Not failed yet: the first tries did not answer and the client asks again; the page says so. */
export const Retrying: Story = {
  args: { isFailed: false, isRetrying: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(RETRYING_TEXT);
  },
};
