import type { z } from 'zod';
import type { MessageKey, Translate } from '../../shared/i18n';

/** A message under each field the form's own check refused. */
export type FieldMessages<Field extends string> = Partial<Record<Field, string>>;

/**
 * A form's check before it sends, with the zod schema its procedure's input is checked by (src/shared):
 * the parsed input, or a message in the visitor's language for each field refused (`messages` says which
 * message each field shows). The server's answer stays the second check.
 */
export function checkForm<Schema extends z.ZodObject>(
  schema: Schema,
  values: z.input<Schema>,
  t: Translate,
  messages: Record<keyof z.input<Schema> & string, MessageKey>,
): { ok: true; data: z.output<Schema> } | { ok: false; errors: FieldMessages<keyof z.input<Schema> & string> } {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: FieldMessages<keyof z.input<Schema> & string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0]) as keyof z.input<Schema> & string;
    if (field in messages) errors[field] ??= t(messages[field]);
  }
  return { ok: false, errors };
}
