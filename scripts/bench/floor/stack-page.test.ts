import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { collectWhole } from '../../../src/server/plugins/page-state';
import { pageTree } from './page-tree';
import { stackPage } from './stack-page';

/** The whole document React streams for an element, once everything is ready. */
function render(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const whole = collectWhole(resolve);
    const stream = renderToPipeableStream(element, {
      onAllReady: () => stream.pipe(whole),
      onShellError: reject,
      onError: () => undefined, // the refusal reaches onShellError
    });
  });
}

const PAGE = '<html lang="en"><head><title>Today</title></head><body><main><h1>Spell it</h1></main></body></html>';

describe('the daily page through the stack floor’s data layer', () => {
  it('writes the same markup as the plain floor page, the game it asked for kept in the cache', async () => {
    const page = pageTree(PAGE);
    const { element, state } = await stackPage(page, { token: 'a-reader' });
    expect(await render(element)).toBe(await render(page));
    const cache = JSON.parse(/<script id="state" type="application\/json">(.*)<\/script>/.exec(state())![1]!) as {
      queries: { state: { data: { words: unknown[] } } }[];
    };
    expect(cache.queries[0]!.state.data.words).toHaveLength(6);
  });

  it('renders nothing of the page for a reader without a token, as the gate refuses the query', async () => {
    const { element } = await stackPage(pageTree(PAGE), { token: undefined });
    await expect(render(element)).rejects.toThrow(/UNAUTHORIZED/);
  });
});
