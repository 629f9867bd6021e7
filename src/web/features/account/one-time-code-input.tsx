import type { InputHTMLAttributes } from 'react';

/**
 * A code we sent (by email, or an authenticator app's): digits, which the device may offer to
 * fill from the message it came in.
 */
export function OneTimeCodeInput(
  props: InputHTMLAttributes<HTMLInputElement> & { id: string; maxLength: number },
) {
  return <input name="code" inputMode="numeric" autoComplete="one-time-code" {...props} />;
}
