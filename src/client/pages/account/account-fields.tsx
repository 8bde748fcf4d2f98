import type { InputHTMLAttributes } from 'react';
import { useT } from '../../app/i18n';
import { Field } from '../../components/ui/form';
import '../../app/texts/account';

type ControlledInput = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
};

/** A password being chosen, with the password rule under it. */
export function NewPasswordField({
  id,
  label,
  value,
  onChange,
  ...input
}: ControlledInput & { id: string; label: string; error?: string }) {
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
