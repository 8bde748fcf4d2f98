import type { MessageKey } from '../../../../shared/i18n';
import type { BankProblem, BankRule } from '../../../../shared/schemas/admin-words.schema';
import { MIN_DEFINITION_CONTENT_WORDS, SENTENCE_WORD_RANGE } from '../../../../shared/schemas/words.schema';
import { useT } from '../../../app/i18n';

const FIELD_NAMES: Partial<Record<BankProblem['field'], MessageKey>> = {
  sentence1: 'admin.words.page.sections.sentence1',
  sentence2: 'admin.words.page.sections.sentence2',
};

/**
 * Where a word's texts fall short of the starter bank's editorial rules (bank-rules.ts on the server):
 * gentle warnings that help staff bring their own words up to the bank's standard, never a refusal.
 */
export function EditorialChecks({ warnings }: { warnings: BankProblem[] }) {
  const t = useT();
  const messageOf = ({ rule, field, detail }: BankProblem) => {
    const name = FIELD_NAMES[field];
    return t(`admin.words.editorial.rules.${rule satisfies BankRule}`, {
      field: name ? t(name) : '',
      detail: detail ?? '',
      ...SENTENCE_WORD_RANGE,
      contentWords: MIN_DEFINITION_CONTENT_WORDS,
    });
  };
  return (
    <section className="card word-editorial" aria-labelledby="editorial-title">
      <h2 id="editorial-title">{t('admin.words.editorial.title')}</h2>
      {warnings.length === 0 ? (
        <p className="muted">{t('admin.words.editorial.none')}</p>
      ) : (
        <>
          <p className="muted">{t('admin.words.editorial.intro')}</p>
          <ul className="editorial-warnings">
            {warnings.map((warning) => (
              <li key={`${warning.field}:${warning.rule}`}>{messageOf(warning)}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
