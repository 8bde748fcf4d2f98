import type { InputHTMLAttributes, ReactNode } from 'react';

/** A labelled input; `hint` and `error` are tied to it for screen readers. */
export function Field({
  label,
  id,
  hint,
  error,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { label: string; id: string; hint?: ReactNode; error?: string }) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={id} aria-describedby={describedBy} aria-invalid={error ? true : undefined} {...input} />
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

/** E-mail fields are lower-cased as typed (spec §5). */
export const lowerCaseEmail = (value: string) => value.toLowerCase();
