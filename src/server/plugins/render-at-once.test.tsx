import { Suspense, use } from 'react';
import { describe, expect, it } from 'vitest';
import { renderAtOnce } from './render-at-once';

const never = new Promise<string>(() => undefined);
function Waiting() {
  return <p>{use(never)}</p>;
}
function Failing(): never {
  throw new Error('no data');
}

const page = (body: React.ReactNode) => (
  <html lang="en">
    <head />
    <body>
      <Suspense fallback={<p>Loading...</p>}>{body}</Suspense>
    </body>
  </html>
);

describe('rendering a page at once', () => {
  it('answers the whole document, doctype first, when nothing in it waits', () => {
    expect(renderAtOnce(page(<p>Ready</p>))).toBe(
      '<!DOCTYPE html><html lang="en"><head></head><body><!--$--><p>Ready</p><!--/$--></body></html>',
    );
  });

  it('answers nothing when a part is still loading, so the page streams instead of sending its spinner', () => {
    expect(renderAtOnce(page(<Waiting />))).toBeUndefined();
  });

  it('answers nothing when a part failed, or the document itself, so the stream reports it', () => {
    expect(renderAtOnce(page(<Failing />))).toBeUndefined();
    expect(renderAtOnce(<Failing />)).toBeUndefined();
  });
});
