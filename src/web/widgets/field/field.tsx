import type { ReactNode } from 'react';
import './field.css';

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

/**
 * The ids a control lists in aria-describedby: its hint and its error, when present, then any
 * further ids (a character count's description, for example).
 */
export function describedBy(
  id: string,
  hint: unknown,
  error: unknown,
  ...more: (string | false | undefined)[]
): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : '', ...more].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/** " (optional)" after the label of a field that is not required (site-and-tools §5). */
export function OptionalMarker({
  required,
  hideOptional,
}: {
  required: boolean;
  hideOptional?: boolean | undefined;
}) {
  if (required || hideOptional) return null;
  // The space sits outside the span so the accessible name reads "Label (optional)" everywhere.
  return (
    <>
      {' '}
      <span className="field__optional">(optional)</span>
    </>
  );
}

/** The hint and the error message, with the ids describedBy() points at. */
export function FieldMessages({
  id,
  hint,
  error,
}: {
  id: string;
  hint?: ReactNode;
  error?: string | undefined;
}) {
  return (
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
    </>
  );
}

/** The class list of a field's wrapper. */
export function fieldClassName(error: unknown, className?: string): string {
  return ['field', error ? 'field--error' : '', className ?? ''].filter(Boolean).join(' ');
}

/**
 * The chrome every widget shares: a visible label (with "(optional)" when not required,
 * site-and-tools §5), an optional hint and the error message, linked to the control by id.
 * Groups (`group`) get a fieldset whose legend is the label and whose aria-describedby lists the
 * hint and error, as screen readers announce a group's description on entering it.
 */
export function Field({
  id,
  label,
  required,
  hint,
  error,
  group,
  hideOptional,
  className,
  children,
}: FieldChromeProps) {
  const optional = <OptionalMarker required={required} hideOptional={hideOptional} />;
  const body = (
    <>
      <FieldMessages id={id} hint={hint} error={error} />
      {children}
    </>
  );
  const classes = fieldClassName(error, className);
  if (group) {
    return (
      <fieldset
        className={classes}
        id={`${id}-group`}
        aria-describedby={describedBy(id, hint, error)}
      >
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
