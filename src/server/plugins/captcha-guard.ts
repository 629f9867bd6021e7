import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import {
  CAPTCHA_FALLBACK_HEADER,
  CAPTCHA_RESPONSE_HEADER,
  type CaptchaAction,
} from '#domain/captcha/protocol.ts';
import { CaptchaUnavailableError, type CaptchaAdapter } from '../adapters/captcha/index.ts';
import { HttpError } from '../http-error.ts';

/** What the body of a call tells the captcha check besides the headers. */
export interface CaptchaSignals {
  /** Risk signal for the sandbox rule (the applicant's last name). */
  lastName?: string | undefined;
  /** The form's own fallback flag (the hidden field g-Recaptcha-Fallback=true), besides the header. */
  fallback?: boolean;
  /** The token from the body's captcha field (a multipart call), used when the header is absent. */
  response?: string | undefined;
}

/** A route's captcha: `config: { captcha: { action, signals } }` (decision 023). */
export interface CaptchaRouteConfig {
  action: CaptchaAction;
  /** Reads the signals from the route's validated body. */
  signals?: (body: never) => CaptchaSignals;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The call carries a captcha response, checked before the handler runs. */
    captcha?: CaptchaRouteConfig;
  }
}

export const CAPTCHA_MISSING_MESSAGE = 'The captcha response is missing. Please try again.';
export const CAPTCHA_FAILED_MESSAGE = 'The captcha check failed. Please try again.';
export const CAPTCHA_FALLBACK_MESSAGE = 'Please complete the captcha challenge.';
export const CAPTCHA_UNAVAILABLE_MESSAGE =
  'The captcha check is unavailable at the moment. Please try again.';

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * The captcha as a route pre-handler: a route that declares `config.captcha` has its captcha
 * checked after its body is validated and before its handler (and so its service) runs. Services
 * know nothing of captchas, so a back office or a job calls them without one.
 */
export const captchaGuard = fp(async (app: FastifyInstance) => {
  // The route's own pre-handler, added as each route is declared: a route without a captcha (most
  // of them) runs no pre-handler at all, where a global hook cost every request a hook phase and
  // a look-up of its route's config (issue 33 finding 2, decision 158). So it is registered
  // before any route (app.ts registers the plugins first).
  app.addHook('onRoute', (route) => {
    const captcha = route.config?.captcha;
    if (!captcha) return;
    const guard: preHandlerHookHandler = (request, _reply, done) => {
      const signals = captcha.signals?.(request.body as never) ?? {};
      requireCaptcha(app.adapters.captcha, request, captcha.action, signals).then(
        () => done(),
        done,
      );
    };
    route.preHandler = [guard, ...[route.preHandler ?? []].flat()];
  });
});

/**
 * Checks the captcha of a call before any work is done, for every form that posts with a captcha.
 * Answers: 400 no response; 403 invalid or replayed; 409 the provider wants the fallback challenge
 * (the browser shows it, spec loan-application §8); 503 the provider cannot be reached.
 */
async function requireCaptcha(
  captcha: CaptchaAdapter,
  request: FastifyRequest,
  action: CaptchaAction,
  options: CaptchaSignals,
): Promise<void> {
  const response = headerValue(request, CAPTCHA_RESPONSE_HEADER) ?? (options.response || undefined);
  if (!response) throw new HttpError(400, CAPTCHA_MISSING_MESSAGE);
  const fallback =
    options.fallback === true || headerValue(request, CAPTCHA_FALLBACK_HEADER) === 'true';
  let verdict;
  try {
    verdict = fallback
      ? await captcha.verifyFallback(response, request.ip)
      : await captcha.verify({
          token: response,
          action,
          ip: request.ip,
          lastName: options.lastName,
        });
  } catch (error) {
    if (error instanceof CaptchaUnavailableError) {
      request.log.warn({ err: error }, 'captcha provider unavailable');
      throw new HttpError(503, CAPTCHA_UNAVAILABLE_MESSAGE);
    }
    throw error;
  }
  if (verdict === 'fallback-required') {
    request.server.metrics.captchaFallbacks.inc({ action });
    throw new HttpError(409, CAPTCHA_FALLBACK_MESSAGE);
  }
  if (verdict !== 'ok') throw new HttpError(403, CAPTCHA_FAILED_MESSAGE);
}

/** The hidden field g-Recaptcha-Fallback: the string 'true' (a form post) or true (JSON). */
export function isFallbackFlag(value: unknown): boolean {
  return value === true || value === 'true';
}
