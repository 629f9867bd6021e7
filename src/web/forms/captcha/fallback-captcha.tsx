import { Suspense } from 'react';
import { ChunkErrorBoundary } from '#web/site/on-demand/chunk-error-boundary.tsx';
import { lazyChunk } from '#web/site/on-demand/load-chunk.ts';
import type { FallbackCaptchaProps } from './fallback-captcha.on-demand.tsx';

// Only a visitor the server asks for the fallback (a 409) needs it: its code loads then, not with
// the page (docs/decisions/028, "*.on-demand" modules).
const Loaded = lazyChunk('fallback-captcha', async () => ({
  default: (await import('./fallback-captcha.on-demand.tsx')).FallbackCaptcha,
}));

/**
 * The visible "I'm not a robot" check (loan-application §4 "Fallback captcha"). When its code
 * cannot be loaded the generic chunk error shows in its place (site-and-tools §8).
 */
export function FallbackCaptcha(props: FallbackCaptchaProps) {
  return (
    <ChunkErrorBoundary>
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    </ChunkErrorBoundary>
  );
}
