import {
  useEffect,
  useRef,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { replayTypingBeforeHydration } from '../../lib/typed-before-hydration';

interface FieldProps {
  label: string;
  id: string;
  hint?: ReactNode;
  error?: string;
}

/** The props a field's control needs so the label, hint and error are tied to it for screen readers. */
type ControlProps = { id: string; name: string; 'aria-describedby'?: string; 'aria-invalid'?: true };

/** The frame of every field: label, control, hint and error. */
function FieldFrame({ label, id, hint, error, control }: FieldProps & { control: (props: ControlProps) => ReactNode }) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {control({ id, name: id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** Once mounted (hydrated), what was typed into the control before (see typed-before-hydration.ts). */
function useTypedBeforeHydration<T extends HTMLInputElement | HTMLTextAreaElement>() {
  const ref = useRef<T>(null);
  useEffect(() => replayTypingBeforeHydration(ref.current), []);
  return ref;
}

/** A labelled input; `hint` and `error` are tied to it for screen readers. */
export function Field({ label, id, hint, error, ...input }: InputHTMLAttributes<HTMLInputElement> & FieldProps) {
  const ref = useTypedBeforeHydration<HTMLInputElement>();
  return (
    <FieldFrame
      label={label}
      id={id}
      hint={hint}
      error={error}
      control={(props) => <input ref={ref} {...props} {...input} />}
    />
  );
}

/** A labelled textarea, hint and error tied to it like `Field`'s. */
export function TextAreaField({
  label,
  id,
  hint,
  error,
  ...textarea
}: TextareaHTMLAttributes<HTMLTextAreaElement> & FieldProps) {
  const ref = useTypedBeforeHydration<HTMLTextAreaElement>();
  return (
    <FieldFrame
      label={label}
      id={id}
      hint={hint}
      error={error}
      control={(props) => <textarea ref={ref} {...props} {...textarea} />}
    />
  );
}

/** A labelled select, hint and error tied to it like `Field`'s. */
export function SelectField({
  label,
  id,
  hint,
  error,
  children,
  ...select
}: SelectHTMLAttributes<HTMLSelectElement> & FieldProps) {
  return (
    <FieldFrame
      label={label}
      id={id}
      hint={hint}
      error={error}
      control={(props) => (
        <select {...props} {...select}>
          {children}
        </select>
      )}
    />
  );
}

/** A list of errors under a heading, announced when it appears. */
export function ErrorList({ heading, messages }: { heading: string; messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <div className="alert alert-error" role="alert">
      <p className="alert-heading">{heading}</p>
      <ul>
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>
  );
}

export function Alert({ kind, children }: { kind: 'error' | 'success' | 'info'; children: ReactNode }) {
  return (
    <div className={`alert alert-${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}

/** E-mail fields are lower-cased as typed (product §9). */
export const lowerCaseEmail = (value: string) => value.toLowerCase();
