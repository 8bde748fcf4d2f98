import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { pageTree } from './page-tree';

/** What React writes for the tree, without the doctype it adds to a document. */
const again = (html: string) => renderToStaticMarkup(pageTree(html) as React.ReactElement);

describe('pageTree (the stack floor page)', () => {
  it("gives React a page's own markup back: attributes, void elements, booleans, entities and script text", () => {
    const html =
      '<html lang="en"><head><meta charSet="utf-8"/><link rel="icon" href="/favicon.svg"/>' +
      '<script id="__bootstrap" type="application/json">{"a":"<b>","c":1}</script></head>' +
      '<body><div class="app-shell"><label for="x">Theme</label><select id="x"><option value="a" selected="">A</option></select>' +
      '<input type="checkbox" tabindex="-1"/><div id="d" hidden="">It&#x27;s &amp; &lt;ok&gt;</div>' +
      '<svg width="24" viewBox="0 0 24 24" stroke-width="2"><path d="M4 6h16"></path></svg>' +
      '<script nonce="n">if(a<b&&c>d){x()}</script></div></body></html>';
    expect(again(html)).toBe(html);
  });

  it('drops comments (React writes its own) and keeps the text between them', () => {
    expect(again('<html><head></head><body><p>public beta.<!-- --> <a href="/beta">Learn</a></p></body></html>')).toBe(
      '<html><head></head><body><p>public beta. <a href="/beta">Learn</a></p></body></html>',
    );
  });

  it('refuses markup it cannot read rather than measure another page', () => {
    expect(() => pageTree('<html><body><div></body></html>')).toThrow(/left open|closes/);
    expect(() => pageTree('<html><body><script>never closed')).toThrow(/never closes/);
    expect(() => pageTree('<html><head></head><body></body></html><p class=bare>x</p>')).toThrow(/unread markup at 39/);
  });
});
