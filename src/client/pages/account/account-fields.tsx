import type { InputHTMLAttributes } from 'react';
import { useT } from '../../app/i18n';
import { Field, lowerCaseEmail } from '../../components/ui/form';

type ControlledInput = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
};

/** The account forms' e-mail field, lower-cased as typed (spec §5). */
export function EmailField({ value, onChange, ...input }: ControlledInput) {
  const t = useT();
  return (
    <Field
      id="email"
      label={t('account.fields.email')}
      type="email"
      autoComplete="email"
      required
      value={value}
      onChange={(e) => onChange(lowerCaseEmail(e.target.value))}
      {...input}
    />
  );
}

/** A password being chosen, with the password rule under it. */
export function NewPasswordField({
  id,
  label,
  value,
  onChange,
  ...input
}: ControlledInput & { id: string; label: string }) {
  const t = useT();
  return (
    <Field
      id={id}
      label={label}
      type="password"
      autoComplete="new-password"
      required
      hint={t('account.passwordHint')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      {...input}
    />
  );
}
