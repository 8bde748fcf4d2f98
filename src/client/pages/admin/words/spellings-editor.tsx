import { useT } from '../../../app/i18n';
import { CloseIcon } from '../../../components/ui/icons';

export interface VariantDraft {
  text: string;
  tag: string;
}

/** The other accepted spellings of a word, each with an optional tag (e.g. UK). */
export function SpellingsEditor({
  variants,
  error,
  disabled,
  onChange,
}: {
  variants: VariantDraft[];
  error: string | undefined;
  disabled: boolean;
  onChange: (variants: VariantDraft[]) => void;
}) {
  const t = useT();
  const change = (index: number, patch: Partial<VariantDraft>) =>
    onChange(variants.map((v, i) => (i === index ? { ...v, ...patch } : v)));
  return (
    <fieldset className="spellings" disabled={disabled}>
      <legend>{t('admin.words.edit.spellings')}</legend>
      <p className="field-hint">{t('admin.words.edit.spellingsHint')}</p>
      {variants.map((variant, index) => (
        <div className="spelling-variant" key={index}>
          <label className="visually-hidden" htmlFor={`variant-${index}`}>
            {t('admin.words.edit.variant')}
          </label>
          <input
            id={`variant-${index}`}
            value={variant.text}
            placeholder={t('admin.words.edit.variant')}
            autoComplete="off"
            spellCheck={false}
            onChange={(e) => change(index, { text: e.target.value })}
          />
          <label className="visually-hidden" htmlFor={`variant-tag-${index}`}>
            {t('admin.words.edit.tag')}
          </label>
          <input
            id={`variant-tag-${index}`}
            className="tag-input"
            value={variant.tag}
            placeholder={t('admin.words.edit.tagHint')}
            onChange={(e) => change(index, { tag: e.target.value })}
          />
          <button
            type="button"
            className="icon-button small"
            aria-label={t('admin.words.edit.removeSpelling', { spelling: variant.text })}
            onClick={() => onChange(variants.filter((_, i) => i !== index))}
          >
            <CloseIcon width={18} height={18} />
          </button>
        </div>
      ))}
      {error && <p className="field-error">{error}</p>}
      <button
        type="button"
        className="button small secondary"
        onClick={() => onChange([...variants, { text: '', tag: '' }])}
      >
        {t('admin.words.edit.addSpelling')}
      </button>
    </fieldset>
  );
}
