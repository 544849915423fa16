import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button, EmbeddedFrame, Stack } from '../../src/ui/index.ts';

/** A page standing in for the analytics dashboard, numbered by its token (a blob: address, same origin). */
const page = (n: number) =>
  URL.createObjectURL(
    new Blob(
      [
        `<body style="font:16px system-ui;margin:24px;background:#fff;color:#1a1d23"><h1>Dashboard, token ${n}</h1></body>`,
      ],
      { type: 'text/html' },
    ),
  );

/** The TCR dashboard's frame; 'Renew token' gives it a new address, as the console does before a token expires. */
function Renewing() {
  const [src, setSrc] = useState(() => ({ token: 1, url: page(1) }));
  return (
    <Stack gap="md">
      <Button onPress={() => setSrc(({ token }) => ({ token: token + 1, url: page(token + 1) }))}>Renew token</Button>
      <EmbeddedFrame src={src.url} title="TCR dashboard" />
    </Stack>
  );
}

/**
 * A page of another origin in a frame, the page's width and most of the window's height. A new address loads in a
 * hidden frame that takes the shown one's place once loaded: no blank frame between two tokens.
 */
const meta = {
  title: 'UI/EmbeddedFrame',
  component: Renewing,
} satisfies Meta<typeof Renewing>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const shown = () => canvasElement.querySelector<HTMLIFrameElement>('iframe:not([aria-hidden])');
    await waitFor(() => expect(shown()?.contentDocument?.body.textContent).toBe('Dashboard, token 1'));
    await expect(canvas.getByTitle('TCR dashboard')).toBe(shown());

    await userEvent.click(canvas.getByRole('button', { name: 'Renew token' }));
    // One frame shown at all times; the new one replaces it once loaded, without loading twice.
    await waitFor(() => expect(shown()?.contentDocument?.body.textContent).toBe('Dashboard, token 2'));
    await expect(canvasElement.querySelectorAll('iframe')).toHaveLength(1);
  },
};
