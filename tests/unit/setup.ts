import { configure } from '@testing-library/react';
import { cleanStores } from 'nanostores';
import { afterAll } from 'vitest';
import { $auth } from '../../src/stores/auth.ts';
import { $colorScheme } from '../../src/stores/colorScheme.ts';
import { $tcrNavCollapsed } from '../../src/stores/tcrNav.ts';

// A persistent store stops listening to the window's storage events a second after its last subscriber leaves; a
// test file that ends sooner would have jsdom's window gone by then (an uncaught "window is not defined"). Unmount
// them while the window is still there.
afterAll(() => cleanStores($auth, $colorScheme, $tcrNavCollapsed));

// findBy and waitFor wait for a state: Testing Library's 1 s is passed on a loaded two-core machine.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no CSS.escape, which react-aria's list box and modal use.
globalThis.CSS ??= { escape: (value: string) => value.replace(/[^\w-]/g, (c) => `\\${c}`) } as typeof CSS;

// jsdom has no matchMedia (src/ui/hooks/useMediaQuery.ts): it lays nothing out, so no media query matches.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;
// ...nor scrolling: the toast lane keeps the focused control in view (src/ui/Toast/Toaster.tsx).
Element.prototype.scrollIntoView ??= () => {};
