/**
 * What a staff list's address asks for: the page (`?after=` the last row's sort key; none, the first page)
 * and, for the words, `?problematic=true`. The server reads the same input before rendering the list
 * (src/server/plugins/page-data.ts), so the list comes in the page's first HTML.
 */
export function afterOf(params: URLSearchParams): string | undefined {
  return params.get('after') || undefined;
}

/** The words list's input: its page, and only the problematic words when the address says so. */
export function wordsListInput(params: URLSearchParams): { after?: string; problematic?: true } {
  const after = afterOf(params);
  return params.get('problematic') === 'true' ? { after, problematic: true } : { after };
}
