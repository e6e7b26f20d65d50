import { lazy, type ComponentType } from 'react';

/**
 * React.lazy with a `preload()` to call before the app's first render. Loaded by then, the component renders as it is
 * and never suspends: hydrating a prerendered page (main.tsx) keeps the server's HTML for it instead of throwing it
 * away and rendering it again once its chunk arrives (which React does to a part still loading when the page around
 * it updates, as it does once the session is known). Loaded later, it is an ordinary lazy component.
 */
export function preloadableLazy<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>) {
  let loaded: ComponentType<Props> | undefined;
  let firstRendered = false;
  const Lazy = lazy(load);
  function Preloadable(props: Props) {
    firstRendered = true;
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  }
  /** Loads the chunk; used only if it is loaded before the first render, so the component is never remounted. */
  Preloadable.preload = async () => {
    const { default: Component } = await load();
    if (!firstRendered) loaded = Component;
  };
  return Preloadable;
}
