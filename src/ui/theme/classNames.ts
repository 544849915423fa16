import { composeRenderProps } from 'react-aria-components/composeRenderProps';

/**
 * Space-separated names in their order, the falsy ones left out: a widget's classes and its caller's
 * (`cx(styles.root, isOpen && styles.open, className)`), or the ids an `aria-describedby` lists.
 */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}

/**
 * A react-aria component's `className`: the widget's own `base` classes, then the caller's `className`, a string or
 * a function of the component's render props (`isSelected`, `isFocusVisible`, …) as RAC takes it.
 */
export function mergeClassName<T>(
  base: string,
  className: string | ((values: T) => string) | undefined,
): (values: T) => string {
  return composeRenderProps(className, (c) => cx(base, c));
}
