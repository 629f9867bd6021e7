import { useEffect, useRef, useState } from 'react';
import './remaining-count.css';

/**
 * How long typing must pause before screen readers hear the remaining characters: announcing on
 * every keystroke would talk over the typing (the GOV.UK character count waits likewise).
 */
export const REMAINING_ANNOUNCE_DELAY_MS = 1000;

export function remainingText(remaining: number): string {
  return `You have ${remaining} ${remaining === 1 ? 'character' : 'characters'} remaining`;
}

/** The id of the limit's description, for the input's aria-describedby. */
export const limitId = (id: string) => `${id}-limit`;

/**
 * A value with a live characters-remaining count (site-and-tools §3 "countdown", §5 "Widgets"),
 * shared by the countdown and the textarea. With `maxLength`, a longer initial value is cut to it
 * and the form is told, so what is saved is what is seen; `change(next)` reports a typed value and,
 * once typing pauses, the count is spoken politely (`announcement`, for a status).
 */
export function useCountedValue(
  value: string,
  maxLength: number | undefined,
  onChange: (value: string) => void,
) {
  const tooLong = maxLength !== undefined && value.length > maxLength;
  const shown = tooLong ? value.slice(0, maxLength) : value;
  const [announcement, setAnnouncement] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
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
  return { shown, announcement, change };
}

/** The limit's description, the visible count and the polite status that speaks it. */
export function RemainingCount({
  id,
  maxLength,
  length,
  announcement,
}: {
  id: string;
  maxLength: number;
  length: number;
  announcement: string;
}) {
  return (
    <>
      <span id={limitId(id)} className="visually-hidden">
        You can enter up to {maxLength} characters
      </span>
      {/* Seen, not read: the status below speaks the same count, once typing pauses. */}
      <span className="field__hint remaining-count" aria-hidden="true">
        {remainingText(maxLength - length)}
      </span>
      <span className="visually-hidden" role="status">
        {announcement}
      </span>
    </>
  );
}
