import { createContext, createElement, useContext, type ComponentType } from 'react';
import { lazyComponent, type LazyComponent } from './lazy-component';

/**
 * The lazy parts the server rendered into the page, by their module's path (Vite's manifest key). The
 * server lists each as `<link rel="modulepreload" data-part>` with the page, and the browser loads them
 * before hydrating (`preloadRenderedParts`). Not provided in the browser.
 */
export const RenderedParts = createContext<Set<string> | null>(null);

const PARTS = new Map<string, { preload: () => Promise<unknown> }>();

/**
 * A `lazyComponent` the server can render into a page: it names its chunk there, so the browser loads
 * it before hydrating, and hydrating the part never suspends nor flashes a fallback. `module` is the
 * part's path from the project's root, as Vite's manifest names its chunk.
 */
export function lazyPart<P extends object>(module: string, load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  const Lazy = lazyComponent(load);
  function Part(props: P) {
    useContext(RenderedParts)?.add(module);
    return createElement(Lazy, props);
  }
  PARTS.set(module, { preload: Lazy.preload });
  return Object.assign(Part, { preload: Lazy.preload });
}

/**
 * Loads every part defined so far (by the page modules loaded). The server, which holds every chunk, loads
 * a page's code and its parts before rendering it, so even its first render does not suspend on them.
 */
export async function preloadDefinedParts(): Promise<void> {
  await Promise.all([...PARTS.values()].map((part) => part.preload()));
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
