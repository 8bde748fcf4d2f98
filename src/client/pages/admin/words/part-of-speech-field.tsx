import type { ReactNode } from 'react';
import { PARTS_OF_SPEECH } from '../../../../shared/schemas/words.schema';
import { useT } from '../../../app/i18n';
import { SelectField } from '../../../components/ui/form';

/** The part of speech a pronouncer gives, one of PARTS_OF_SPEECH or none (''). */
export function PartOfSpeechField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  disabled,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
  disabled?: boolean;
}) {
  const t = useT();
  return (
    <SelectField
      id={id}
      label={label}
      value={value}
      error={error}
      hint={hint}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">{t('admin.words.create.partOfSpeechNone')}</option>
      {PARTS_OF_SPEECH.map((part) => (
        <option key={part} value={part}>
          {t(`spelling.clues.partOfSpeech.${part}`)}
        </option>
      ))}
    </SelectField>
  );
}
