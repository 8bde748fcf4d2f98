import type { MessageKey, Translate } from '../../../../shared/i18n';
import type { FieldError } from '../../../../shared/schemas/common.schema';
import { SPELLING_MESSAGES } from '../../../../shared/schemas/words.schema';

const MESSAGE_KEYS: Record<string, MessageKey> = Object.fromEntries(
  Object.entries(SPELLING_MESSAGES).map(([name, message]) => [message, `admin.words.validation.${name}` as MessageKey]),
);

/** A message of the shared word rules (zod or server), in the visitor's language. */
export function wordMessage(t: Translate, message: string, code?: string): string {
  const key = MESSAGE_KEYS[message];
  if (key) return t(key);
  if (code === 'too_big') return t('admin.words.validation.tooLong');
  return t('admin.form.unknownError');
}

export type FieldMessages = Record<string, string>;

/** The form's own check: zod issues by field (the first issue of each field). */
export function messagesFromIssues(
  t: Translate,
  issues: readonly { path: readonly PropertyKey[]; message: string; code: string }[],
): FieldMessages {
  const byField: FieldMessages = {};
  for (const issue of issues) byField[issue.path.map(String).join('.')] ??= wordMessage(t, issue.message, issue.code);
  return byField;
}

/** The server's answer to a failed call: 400 field errors, 409 spelling taken, or unknown. */
export function messagesFromServer(t: Translate, failure: { errors?: FieldError[]; error?: string }): FieldMessages {
  if (failure.error === 'spelling_taken') return { spelling: t('admin.words.create.taken') };
  if (!failure.errors) return { form: t('admin.form.unknownError') };
  const byField: FieldMessages = {};
  for (const error of failure.errors) byField[error.code.replace(/^invalid\./, '')] ??= wordMessage(t, error.message);
  return byField;
}
