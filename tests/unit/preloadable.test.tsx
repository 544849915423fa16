import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { preloadable, WhenLoaded } from '../../src/ui/hooks/preloadable.tsx';

afterEach(cleanup);

/** A module whose loading the test finishes when it wants. */
function deferredModule(text: string) {
  let finish!: () => void;
  const arrived = new Promise<void>((resolve) => (finish = resolve));
  const load = () => arrived.then(() => ({ default: () => <p>{text}</p> }));
  return { load, finish };
}

describe('preloadable', () => {
  it('renders a preloaded component in the same render, with no fallback', async () => {
    const module = deferredModule('Features');
    const Features = preloadable(module.load);
    const loading = Features.preload();
    expect(Features.isLoaded()).toBe(false);
    module.finish();
    await loading;
    expect(Features.isLoaded()).toBe(true);

    render(
      <Suspense fallback={<p>Loading</p>}>
        <Features />
      </Suspense>,
    );
    // No act() flush needed: nothing suspended.
    expect(screen.getByText('Features')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('loads a module once for every component taken from it', async () => {
    let loads = 0;
    const load = async () => {
      loads += 1;
      return { First: () => <p>First</p>, Second: () => <p>Second</p> };
    };
    const First = preloadable(load, (m) => m.First);
    const Second = preloadable(load, (m) => m.Second);
    await First.preload();
    expect(Second.isLoaded()).toBe(true);
    await Second.preload();
    expect(loads).toBe(1);
  });

  it('tries again on the next intent after a failed load', async () => {
    let attempt = 0;
    const Flaky = preloadable(async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('offline');
      return { default: () => <p>Back</p> };
    });
    await Flaky.preload();
    expect(Flaky.isLoaded()).toBe(false);
    await Flaky.preload();
    expect(Flaky.isLoaded()).toBe(true);
  });
});

describe('WhenLoaded', () => {
  it('keeps what was there, not a fallback, until the code has arrived, then shows it', async () => {
    const module = deferredModule('Menu');
    const Menu = preloadable(module.load);
    const { rerender } = render(
      <Suspense fallback={<p>Loading</p>}>
        <WhenLoaded when={false}>
          <Menu />
        </WhenLoaded>
      </Suspense>,
    );
    await act(async () =>
      rerender(
        <Suspense fallback={<p>Loading</p>}>
          <WhenLoaded when>
            <Menu />
          </WhenLoaded>
        </Suspense>,
      ),
    );
    expect(screen.queryByText('Loading')).toBeNull();
    expect(screen.queryByText('Menu')).toBeNull();

    await act(async () => module.finish());
    expect(await screen.findByText('Menu')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('shows the picture until the code has arrived, then the widget in its place', async () => {
    const module = deferredModule('Widget');
    const Widget = preloadable(module.load);
    const { rerender } = render(
      <WhenLoaded when={false} code={Widget} picture={<p>Picture</p>}>
        <Widget />
      </WhenLoaded>,
    );
    expect(screen.getByText('Picture')).toBeTruthy();
    await act(async () =>
      rerender(
        <WhenLoaded when code={Widget} picture={<p>Picture</p>}>
          <Widget />
        </WhenLoaded>,
      ),
    );
    expect(screen.getByText('Picture')).toBeTruthy();
    expect(screen.queryByText('Widget')).toBeNull();

    await act(async () => module.finish());
    expect(await screen.findByText('Widget')).toBeTruthy();
    expect(screen.queryByText('Picture')).toBeNull();
  });
});
