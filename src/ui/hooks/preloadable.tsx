import { lazy, Suspense, useDeferredValue, useEffect, useState, type ComponentType, type ReactNode } from 'react';

/** Code that loads on intent: start it early, and know whether it has arrived. */
export interface Loadable {
  /**
   * Starts loading (once; again after a failure) and resolves when that is over, loaded or not (`isLoaded` says):
   * callers on intent need not handle a failure, which the component reports when it renders.
   */
  preload(): Promise<void>;
  /** Whether the code is there: rendering it now does not suspend. */
  isLoaded(): boolean;
}

/** A component whose code loads on intent: `React.lazy` that can be started early and that knows it has loaded. */
export type Preloadable<P> = ComponentType<P> & Loadable;

/** Each module's load, shared by every component taken from it (keyed by its loader function). */
const modules = new WeakMap<() => Promise<unknown>, { loading?: Promise<void>; module?: unknown }>();

function loadModule(load: () => Promise<unknown>): Promise<void> {
  let entry = modules.get(load);
  if (!entry) modules.set(load, (entry = {}));
  const state = entry;
  return (state.loading ??= load().then(
    (module) => {
      state.module = module;
    },
    (error: unknown) => {
      // The next intent tries again (a network blip); whoever renders it now gets the error.
      state.loading = undefined;
      throw error;
    },
  ));
}

/**
 * `React.lazy` that can be preloaded (on hover, focus, press, or with the page) and that, once loaded, renders its
 * component straight away. `React.lazy` alone suspends on its first render even when the module is already there,
 * and React 19 keeps a Suspense fallback on screen for at least 300 ms once shown: preloading on hover did not save
 * the person that wait. Declare one per component at module level; components taken from one module share one
 * loader function (`pick` chooses the export, the default one unless told), so loading one loads them all. Show it
 * with `WhenLoaded` (or in a transition), so no fallback appears for code that is still loading.
 */
export function preloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): Preloadable<P>;
export function preloadable<P extends object, M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): Preloadable<P>;
export function preloadable<P extends object>(
  load: () => Promise<unknown>,
  pick: (module: unknown) => ComponentType<P> = (module) => (module as { default: ComponentType<P> }).default,
): Preloadable<P> {
  const loaded = () => {
    const module = modules.get(load)?.module;
    return module === undefined ? undefined : pick(module);
  };
  const preload = () => loadModule(load).catch(() => {});
  const Lazy = lazy(() => loadModule(load).then(() => ({ default: loaded()! })));
  function Preloaded(props: P): ReactNode {
    // Chosen once per mount: switching from the lazy wrapper to the loaded component would remount what it shows.
    const [Component] = useState<ComponentType<P>>(() => loaded() ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(Preloaded, { preload, isLoaded: () => loaded() !== undefined });
}

export interface WhenLoadedProps {
  /** The person asked for it (hovered, focused, pressed, opened) or the page wants it now. */
  when: boolean;
  /** The code `children` need: when it is already there they appear in the same render. */
  code?: Loadable;
  /**
   * What shows until then: the widget drawn as it looks, without its code (a Select's field, a TagGroup's chips),
   * taking the person's hover, focus and keys for the widget to replay. Nothing unless given (an overlay).
   */
  picture?: ReactNode;
  children: ReactNode;
}

/**
 * The one switch from "not yet" to code loaded on intent. Renders `children` once `when` has turned true, in a
 * transition (`useDeferredValue`): while the code they need is loading (a `preloadable` or lazy component), what was
 * there (`picture`) stays, with its focus, rather than a Suspense fallback that React would keep on screen for
 * 300 ms; they take its place as soon as the code has arrived.
 */
export function WhenLoaded({ when, code, picture = null, children }: WhenLoadedProps) {
  const deferred = useDeferredValue(when, false);
  const shown = deferred || (when && code?.isLoaded() === true);
  return <Suspense fallback={picture}>{shown ? children : picture}</Suspense>;
}

/**
 * Whether `code` has loaded; from the time `wanted` turns true it loads it and re-renders once it is there. Render
 * what it loads only when this is true, and what was there until then: no Suspense fallback.
 */
export function useLoaded(code: Loadable, wanted: boolean): boolean {
  const loaded = code.isLoaded();
  const [, setArrived] = useState(false);
  useEffect(() => {
    if (!wanted || loaded) return;
    let current = true;
    void code.preload().then(() => current && setArrived(true));
    return () => {
      current = false;
    };
  }, [code, wanted, loaded]);
  return loaded;
}
