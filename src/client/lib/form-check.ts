import type { z } from 'zod';
import type { MessageKey, Translate } from '../../shared/i18n';
import { loadOnce } from '../app/load-once';

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

/** A form's schema that loads on demand: `preload` goes on the form's `onFocus`, `load` waits for it. */
export interface SchemaOnDemand<Schema extends z.ZodObject> {
  preload: () => void;
  load: () => Promise<Schema>;
}

/**
 * A form's schema, loaded when the visitor first reaches the form rather than before the page hydrates:
 * the schemas come with zod (24 KB gzipped), most of a form page's script, and nothing uses them before
 * the form is sent. A failed load is tried again at the next focus or submit.
 */
export function schemaOnDemand<Schema extends z.ZodObject>(load: () => Promise<Schema>): SchemaOnDemand<Schema> {
  const chunk = loadOnce(load);
  return {
    preload: () => void chunk.preload().catch(() => undefined),
    load: chunk.preload,
  };
}

/**
 * `checkForm` with a schema that loads on demand. When it cannot load (offline), nothing is sent: the
 * answer says so (`unavailable`), with no message under any field, and the error goes to the console.
 */
export async function checkFormOnDemand<Schema extends z.ZodObject>(
  schema: SchemaOnDemand<Schema>,
  values: z.input<Schema>,
  t: Translate,
  messages: Record<keyof z.input<Schema> & string, MessageKey>,
): Promise<ReturnType<typeof checkForm<Schema>> | { ok: false; errors: Record<never, string>; unavailable: true }> {
  try {
    return checkForm(await schema.load(), values, t, messages);
  } catch (error) {
    console.error(error);
    return { ok: false, errors: {}, unavailable: true };
  }
}
