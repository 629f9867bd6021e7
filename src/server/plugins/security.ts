import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { HttpError } from '../http-error.ts';
import { chatConfig, type Env } from '../env.ts';

/** Content Security Policy: same-origin scripts only, plus the hosts the configured adapters need. */
export function contentSecurityPolicy(env: Env): Record<string, string[]> {
  const tileOrigin = env.MAP_TILE_URL
    ? originOf(env.MAP_TILE_URL.replace(/\{[a-z]\}/g, 'a'))
    : undefined;
  const recaptcha =
    env.CAPTCHA_PROVIDER === 'recaptcha'
      ? ['https://www.google.com', 'https://www.gstatic.com']
      : [];
  // The bank link's iframe (site-and-tools §7): its own origin when it is not our sandbox.
  const bankLink = env.BANK_LINK_MULTIBANK_URL.startsWith('https://')
    ? [originOf(env.BANK_LINK_MULTIBANK_URL)].filter((origin) => origin !== undefined)
    : [];
  // A self-hosted Chatwoot (site-and-tools §2 chat): its script, its widget's frame, its API and
  // live socket, and its avatars. Only when it is the configured chat.
  const chat = chatConfig(env);
  const chatwoot = chat.provider === 'chatwoot' ? [chat.baseUrl] : [];
  const chatwootSocket = chatwoot.map((origin) => origin.replace(/^http/, 'ws'));
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...recaptcha, ...chatwoot],
    // Leaflet positions tiles and markers with inline styles.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', ...(tileOrigin ? [tileOrigin] : []), ...chatwoot],
    connectSrc: ["'self'", ...chatwoot, ...chatwootSocket],
    frameSrc: ["'self'", ...recaptcha, ...bankLink, ...chatwoot],
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

/**
 * Browser features the site may use: geolocation (the branch finder) and clipboard writing (the
 * spec's permission kinds, site-and-tools §6), on our own origin only; everything else off.
 */
export const PERMISSIONS_POLICY = [
  'geolocation=(self)',
  'clipboard-write=(self)',
  'camera=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'bluetooth=()',
  'midi=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'display-capture=()',
  'browsing-topics=()',
].join(', ');

export const CROSS_SITE_REFUSED_MESSAGE =
  'This request came from another site and was refused. Please use our website to continue.';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The headers helmet sets for these options (CSP, HSTS, nosniff, frame options, referrer policy
 * and the rest), worked out once. They depend on nothing in the request, and @fastify/helmet
 * rebuilt helmet's middleware, parsing the CSP directives again, on every request: bare Fastify
 * with @fastify/helmet alone served about half the requests of bare Fastify (issue 12 finding 12,
 * decision 065).
 */
export function helmetHeaders(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as never, response as never, (error?: unknown) => {
    if (error) throw error;
  });
  return Object.freeze(headers);
}

/**
 * Every answer's security headers, and cross-site request forgery protection (decision 042):
 * - helmet's headers (`helmet` options, worked out once) and Permissions-Policy on every answer;
 * - Cache-Control: no-store on every API answer that sets no caching of its own (answers such as
 *   resume carry personal data; issue 12 finding 11);
 * - a state-changing call that carries a cookie must come from our own pages: Sec-Fetch-Site
 *   same-origin, or, from a browser that does not send it, an Origin equal to our own.
 * Callback hooks rather than async ones: they run on every request, and each promise costs.
 */
export const securityHeaders = fp(
  async (
    app: FastifyInstance,
    options: { cookieNames: readonly string[]; helmet: HelmetOptions },
  ) => {
    const headers = { ...helmetHeaders(options.helmet), 'permissions-policy': PERMISSIONS_POLICY };
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(headers);
      if (SAFE_METHODS.has(request.method)) return done();
      const cookies = String(request.headers.cookie ?? '');
      if (!options.cookieNames.some((name) => cookies.includes(`${name}=`))) return done();
      done(isSameOrigin(request) ? undefined : new HttpError(403, CROSS_SITE_REFUSED_MESSAGE));
    });
    app.addHook('onSend', (request, reply, payload, done) => {
      if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
        reply.header('cache-control', 'no-store');
      done(null, payload);
    });
  },
);

function isSameOrigin(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'same-origin';
  const origin = request.headers.origin;
  // No Origin and no Sec-Fetch-Site: not a browser (browsers send Origin on every cross-site POST).
  if (typeof origin !== 'string') return true;
  try {
    // Both through URL, which drops a default port (Origin never carries :443 or :80).
    return new URL(origin).host === new URL(`http://${request.host}`).host;
  } catch {
    return false;
  }
}
