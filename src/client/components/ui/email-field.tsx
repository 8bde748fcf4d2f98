import type { InputHTMLAttributes } from 'react';
import { useT } from '../../app/i18n';
import { Field, lowerCaseEmail } from './form';
import '../../app/texts/account';

type EmailFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
  /** 'Email' unless the form says otherwise. */
  label?: string;
  error?: string;
};

/** Every form's e-mail field: lower-cased as typed (product §9). */
export function EmailField({ value, onChange, label, ...input }: EmailFieldProps) {
  const t = useT();
  return (
    <Field
      id="email"
      label={label ?? t('account.fields.email')}
      type="email"
      autoComplete="email"
      required
      value={value}
      onChange={(e) => onChange(lowerCaseEmail(e.target.value))}
      {...input}
    />
  );
}
