import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useFocusReturn } from '../../src/ui/hooks/useFocusReturn.ts';

/** A trigger and the overlay it opens; the page around the overlay is made inert as react-aria's modals do. */
function Overlaid() {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const overlay = useRef<HTMLDivElement>(null);
  useFocusReturn(open, overlay, () => trigger.current);
  return (
    <>
      <div data-testid="page">
        <button ref={trigger} onClick={() => setOpen(true)}>
          Company type
        </button>
        <input aria-label="Email" />
      </div>
      {open && (
        <div ref={overlay}>
          <button onClick={() => setOpen(false)}>Public</button>
        </div>
      )}
    </>
  );
}

const frames = (count: number) =>
  act(async () => {
    for (let i = 0; i < count; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
  });

afterEach(cleanup);

describe('useFocusReturn', () => {
  it('brings focus back to the trigger once the page is no longer inert, when it was left on the body', async () => {
    render(<Overlaid />);
    act(() => screen.getByRole('button', { name: 'Company type' }).click());
    act(() => screen.getByRole('button', { name: 'Public' }).focus());
    const page = screen.getByTestId('page');
    page.setAttribute('inert', '');
    act(() => screen.getByRole('button', { name: 'Public' }).click());
    // The overlay is gone and focus with it; the trigger cannot take focus while the page is inert.
    await frames(3);
    expect(document.activeElement).toBe(document.body);
    page.removeAttribute('inert');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Company type' })));
  });

  it('leaves focus where the person put it', async () => {
    render(<Overlaid />);
    act(() => screen.getByRole('button', { name: 'Company type' }).click());
    act(() => screen.getByRole('button', { name: 'Public' }).focus());
    act(() => screen.getByRole('button', { name: 'Public' }).click());
    act(() => screen.getByRole('textbox', { name: 'Email' }).focus());
    await frames(3);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Email' }));
  });
});
