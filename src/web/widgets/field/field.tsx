import type { ReactNode } from 'react';

export interface FieldChromeProps {
  /** The id of the control the label points at. */
  id: string;
  label: ReactNode;
  required: boolean;
  hint?: ReactNode;
  error?: string | undefined;
  /** Render as fieldset/legend (radio groups, checkbox lists, date parts). */
  group?: boolean;
  /** Hide the "(optional)" marker (text-no-optional widget). */
  hideOptional?: boolean;
  className?: string;
  children: ReactNode;
}

/** The ids a control lists in aria-describedby: its hint and its error, when present. */
export function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/**
 * The chrome every widget shares: a visible label (with "(optional)" when not required,
 * site-and-tools §5), an optional hint and the error message, linked to the control by id.
 */
export function Field({ id, label, required, hint, error, group, hideOptional, className, children }: FieldChromeProps) {
  const optional = !required && !hideOptional ? <span className="field__optional"> (optional)</span> : null;
  const body = (
    <>
      {hint ? (
        <span className="field__hint" id={`${id}-hint`}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span className="field__error" id={`${id}-error`}>
          <span className="visually-hidden">Error: </span>
          {error}
        </span>
      ) : null}
      {children}
    </>
  );
  const classes = ['field', error ? 'field--error' : '', className ?? ''].filter(Boolean).join(' ');
  if (group) {
    return (
      <fieldset className={classes} id={`${id}-group`} aria-describedby={describedBy(id, hint, error)}>
        <legend className="field__label">
          {label}
          {optional}
        </legend>
        {body}
      </fieldset>
    );
  }
  return (
    <div className={classes}>
      <label className="field__label" htmlFor={id}>
        {label}
        {optional}
      </label>
      {body}
    </div>
  );
}
