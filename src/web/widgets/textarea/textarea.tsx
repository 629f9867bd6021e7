import { useEffect, useRef, useState } from 'react';
import { Field, describedBy } from '../field/field.tsx';
import { controlId, type WidgetProps } from '../field/widget-props.ts';
import './textarea.css';

/**
 * How long typing must pause before screen readers hear the remaining characters: announcing on
 * every keystroke would talk over the typing (the GOV.UK character count waits likewise).
 */
export const REMAINING_ANNOUNCE_DELAY_MS = 1000;

export interface TextareaProps extends WidgetProps<string> {
  /** Longest value: a longer initial value is cut to it, and the remaining characters are shown. */
  maxLength?: number;
  /** Visible lines; defaults to 5. */
  rows?: number;
}

export function remainingText(remaining: number): string {
  return `You have ${remaining} ${remaining === 1 ? 'character' : 'characters'} remaining`;
}

/**
 * A multi-line text box (site-and-tools §3 "textarea"). With `maxLength` (site-and-tools §5
 * "Widgets"): the initial value is truncated to it, the remaining characters are shown, and after
 * a pause in typing the count is announced politely.
 */
export function Textarea(props: TextareaProps) {
  const {
    name,
    label,
    value,
    onChange,
    onBlur,
    error,
    hint,
    required = false,
    disabled,
    maxLength,
    rows = 5,
  } = props;
  const id = controlId(props);
  const tooLong = maxLength !== undefined && value.length > maxLength;
  const shown = tooLong ? value.slice(0, maxLength) : value;
  const [announcement, setAnnouncement] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // The form holds the truncated value too, so what is saved is what is seen.
  useEffect(() => {
    if (tooLong) onChange(shown);
  }, [tooLong, shown, onChange]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (next: string) => {
    onChange(next);
    if (maxLength === undefined) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () => setAnnouncement(remainingText(maxLength - next.length)),
      REMAINING_ANNOUNCE_DELAY_MS,
    );
  };

  return (
    <Field id={id} label={label} required={required} hint={hint} error={error} className="textarea">
      <textarea
        id={id}
        name={name}
        rows={rows}
        value={shown}
        onChange={(event) => change(event.target.value)}
        onBlur={onBlur}
        required={required}
        disabled={disabled}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error, maxLength !== undefined && `${id}-limit`)}
      />
      {maxLength !== undefined ? (
        <>
          <span id={`${id}-limit`} className="visually-hidden">
            You can enter up to {maxLength} characters
          </span>
          {/* Seen, not read: the status below speaks the same count, once typing pauses. */}
          <span className="field__hint textarea__count" aria-hidden="true">
            {remainingText(maxLength - shown.length)}
          </span>
          <span className="visually-hidden" role="status">
            {announcement}
          </span>
        </>
      ) : null}
    </Field>
  );
}
