import { AdminWordsListSchema } from '../../../../shared/schemas/admin-words.schema';

/** A staff list's input schema (its procedure's), which says whether an `after` can be one of its sort keys. */
export interface ListInputSchema {
  safeParse(input: { after: string }): { success: boolean };
}

/**
 * What a staff list's address asks for: the page (`?after=` the last row's sort key; none, the first page)
 * and, for the words, `?problematic=true`. The server reads the same input before rendering the list
 * (src/server/plugins/page-data.ts), so the list comes in the page's first HTML. An `after` the list's
 * procedure would refuse (hand-edited, cut short, or holding U+0000, which its gate refuses) shows the
 * first page, as a malformed month shows this month in the archive.
 */
export function afterOf(params: URLSearchParams, schema: ListInputSchema): string | undefined {
  const after = params.get('after') || undefined;
  if (after === undefined || after.includes('\u0000')) return undefined;
  return schema.safeParse({ after }).success ? after : undefined;
}

/** The words list's input: its page, and only the problematic words when the address says so. */
export function wordsListInput(params: URLSearchParams): { after?: string; problematic?: true } {
  const after = afterOf(params, AdminWordsListSchema);
  return params.get('problematic') === 'true' ? { after, problematic: true } : { after };
}
