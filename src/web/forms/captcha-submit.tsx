import type { ReactNode } from 'react';
import type { CaptchaAction } from '#domain/captcha/protocol.ts';
import { FallbackCaptcha } from './captcha/fallback-captcha.tsx';
import { FormAnnouncer } from './form-announcer.tsx';
import type { FormRuntime, FormState } from './form-runtime.ts';

/**
 * The end of a one-page form with a captcha (site-and-tools §4, loan-application §4): the visible
 * fallback once the server asks for it (a 409; a new one each time a completed one is refused),
 * then `children` (a disclaimer, a failure), the submit button, which waits while the form is busy
 * or the fallback is not done, and the form's live region.
 */
export function CaptchaSubmit({
  state,
  form,
  captcha,
  label,
  children,
}: {
  state: FormState;
  form: FormRuntime<FormState>;
  /** The form's captcha action and the fallback's words (its `useForm` captcha); else the generic ones. */
  captcha?: { action: CaptchaAction; fallbackMessage: string };
  label: string;
  children?: ReactNode;
}) {
  return (
    <>
      {state.fallbackCaptcha.required ? (
        <FallbackCaptcha
          key={state.fallbackCaptcha.attempt}
          {...(captcha ? { action: captcha.action, message: captcha.fallbackMessage } : {})}
          onComplete={form.fallbackCompleted}
          onExpire={form.fallbackExpired}
        />
      ) : null}
      {children}
      <button
        type="submit"
        className="button button--primary"
        disabled={state.busy || form.fallbackPending()}
      >
        {label}
      </button>
      <FormAnnouncer announcement={state.announcement} />
    </>
  );
}
