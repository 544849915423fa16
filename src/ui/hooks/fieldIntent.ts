import { useEffect, useState } from 'react';

/**
 * Whether the person has shown intent to use a form on this page: a hover over a form, or a hover, focus or press
 * on a field drawn as a picture. Until then the fields whose react-aria code brings the whole overlay family
 * (Select, ComboBox: popover, list box, dialog, menu, collections; about 30 KB gzip) draw themselves without it;
 * from then on they load it and take their place.
 */
let shown = false;
const listeners = new Set<() => void>();

export function showFieldIntent(): void {
  if (shown) return;
  shown = true;
  listeners.forEach((listener) => listener());
}

/**
 * True once intent is shown: the `when` of the field's `WhenLoaded`, whose picture stays on screen (and keeps focus
 * and the keys pressed on it) until the real field's code has loaded.
 */
export function useFieldIntent(): boolean {
  const [intent, setIntent] = useState(shown);
  useEffect(() => {
    const listener = () => setIntent(true);
    if (shown) listener();
    listeners.add(listener);
    return () => void listeners.delete(listener);
  }, []);
  return intent;
}
