import type { Env } from '../env.ts';

/** Content Security Policy: same-origin scripts only, plus the hosts the configured adapters need. */
export function contentSecurityPolicy(env: Env): Record<string, string[]> {
  const tileOrigin = env.MAP_TILE_URL
    ? originOf(env.MAP_TILE_URL.replace(/\{[a-z]\}/g, 'a'))
    : undefined;
  const recaptcha =
    env.CAPTCHA_PROVIDER === 'recaptcha'
      ? ['https://www.google.com', 'https://www.gstatic.com']
      : [];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...recaptcha],
    // Leaflet positions tiles and markers with inline styles.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', ...(tileOrigin ? [tileOrigin] : [])],
    connectSrc: ["'self'"],
    frameSrc: ["'self'", ...recaptcha],
    workerSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
  };
}

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}
