import { createElement, use, type ComponentType } from 'react';
import { loadOnce } from './load-once';

/** A page in its own chunk that can be loaded ahead of its first render. */
export type LazyPage = ComponentType & { preload: () => Promise<void> };

/**
 * Like `React.lazy`, but `preload()` makes the page render synchronously afterwards. The browser
 * preloads the page the server rendered before hydrating it: a page that suspended during hydration
 * would be client-rendered at its layout's first update, flashing 'Loading...' over the server's
 * HTML (`loadOnce`: a failed load is forgotten, so a retry loads the chunk again).
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  const chunk = loadOnce(load);
  function Page() {
    if (!chunk.loaded()) use(chunk.preload());
    const loaded = chunk.loaded();
    return loaded ? createElement(loaded) : null;
  }
  return Object.assign(Page, { preload: chunk.preload });
}
