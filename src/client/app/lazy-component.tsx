import { createElement, type ComponentType } from 'react';
import { loadOnce } from './load-once';

/** A component in a chunk of its own that can be loaded ahead of its first render. */
export type LazyComponent<P extends object = object> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * Like `React.lazy`, but once `preload()` has resolved the component renders synchronously. The browser
 * preloads the page the server rendered before hydrating it: a page that suspended during hydration would
 * be client-rendered at its layout's first update, flashing 'Loading...' over the server's HTML. Until
 * then it suspends, and a load that fails reaches the nearest error boundary, whose retry loads it again
 * (`loadOnce`).
 */
export function lazyComponent<P extends object = object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  const chunk = loadOnce(load);
  const Lazy = (props: P) => createElement(chunk.read(), props);
  return Object.assign(Lazy, { preload: chunk.preload });
}
