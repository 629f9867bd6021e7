import type { InputHTMLAttributes } from 'react';

/**
 * A labelled code from an email or an authenticator app: named `code`, and offered by the browser
 * from the message it came in (`one-time-code`). Digits unless the page says (`inputMode`).
 */
export function OneTimeCode({
  id,
  label,
  ...input
}: { id: string; label: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input id={id} name="code" inputMode="numeric" autoComplete="one-time-code" {...input} />
    </>
  );
}
