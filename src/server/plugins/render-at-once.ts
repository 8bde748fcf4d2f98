import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';

/** React's mark of a boundary it could not finish on the server (suspended or failed): the browser renders it. */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

/**
 * The page rendered in one synchronous pass, or undefined when part of it is not ready: a query the page
 * did not read before rendering, data slower than the shell's grace, a lazy part not loaded yet, or a
 * failure (the streamed render that follows waits for what is missing, or reports what failed). A page
 * whose data is in the cache, nearly every page, costs a third less this way than through the stream.
 */
export function renderAtOnce(element: ReactNode): string | undefined {
  try {
    const html = renderToString(element);
    // The stream writes the doctype before a document's <html>; this render does not.
    return html.includes(CLIENT_RENDERED_BOUNDARY) ? undefined : `<!DOCTYPE html>${html}`;
  } catch {
    return undefined;
  }
}
