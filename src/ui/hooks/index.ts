export { useDebouncedCallback, type DebouncedCallback } from './useDebouncedCallback.ts';
