export { useDebouncedCallback, type DebouncedCallback } from './useDebouncedCallback.ts';
export { useDocumentTitle } from './useDocumentTitle.ts';
export { isFocusLost, useFocusTarget, type FocusTarget } from './useFocusTarget.ts';
export { preloadable, useLoaded, WhenLoaded, type Loadable, type Preloadable } from './preloadable.tsx';
export { useScrollEdges } from './useScrollEdges.ts';
