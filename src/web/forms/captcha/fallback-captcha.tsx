import { Suspense, lazy } from 'react';
import type { FallbackCaptchaProps } from './fallback-captcha.on-demand.tsx';

// Only a visitor the server asks for the fallback (a 409) needs it: its code loads then, not with
// the page (docs/decisions/028, "*.on-demand" modules).
const Loaded = lazy(() =>
  import('./fallback-captcha.on-demand.tsx').then((module) => ({
    default: module.FallbackCaptcha,
  })),
);

/** The visible "I'm not a robot" check (loan-application §4 "Fallback captcha"). */
export function FallbackCaptcha(props: FallbackCaptchaProps) {
  return (
    <Suspense fallback={null}>
      <Loaded {...props} />
    </Suspense>
  );
}
