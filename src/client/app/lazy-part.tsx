import { createContext, createElement, use, useContext, type ComponentType } from 'react';
import { loadOnce } from './load-once';

/**
 * The lazy parts the server rendered into the page, by their module's path (Vite's manifest key). The
 * server lists each as `<link rel="modulepreload" data-part>` with the page, and the browser loads them
 * before hydrating (`preloadRenderedParts`). Not provided in the browser.
 */
export const RenderedParts = createContext<Set<string> | null>(null);

/** A component in a chunk of its own, loaded when it first renders, or ahead with `preload()`. */
export type LazyPart<P extends object> = ComponentType<P> & { preload: () => Promise<void> };

const PARTS = new Map<string, { preload: () => Promise<void> }>();

/**
 * Like `React.lazy`, but once `preload()` has resolved the part renders synchronously, so hydrating a part
 * the server rendered never suspends and never flashes a fallback (`loadOnce`). `module` is the part's
 * path from the project's root, as Vite's manifest names its chunk.
 */
export function lazyPart<P extends object>(module: string, load: () => Promise<ComponentType<P>>): LazyPart<P> {
  const chunk = loadOnce(load);
  function Part(props: P) {
    useContext(RenderedParts)?.add(module);
    if (!chunk.loaded()) use(chunk.preload());
    const loaded = chunk.loaded();
    return loaded ? createElement(loaded, props) : null;
  }
  PARTS.set(module, { preload: chunk.preload });
  return Object.assign(Part, { preload: chunk.preload });
}

/** The data attribute of the server's preload links, naming the part each one loads. */
export const PART_ATTRIBUTE = 'data-part';

/** Loads the parts the server rendered into this page (see `RenderedParts`), so hydration finds them ready. */
export async function preloadRenderedParts(doc: Document): Promise<void> {
  const modules = new Set(
    [...doc.querySelectorAll(`link[${PART_ATTRIBUTE}]`)].map((l) => l.getAttribute(PART_ATTRIBUTE)),
  );
  const loads = [...modules].flatMap((module) => {
    const part = module ? PARTS.get(module) : undefined;
    return part ? [part.preload()] : [];
  });
  await Promise.all(loads);
}
