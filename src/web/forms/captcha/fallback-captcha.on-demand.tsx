import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { captchaCopy } from '#content/captcha.ts';
import {
  FALLBACK_CAPTCHA_POLL_MS,
  type CaptchaAction,
  type CaptchaConfig,
} from '#domain/captcha/protocol.ts';
import { loadCaptchaConfig, loadRecaptcha, solveProofOfWork } from './captcha-client.on-demand.ts';
import './fallback-captcha.css';

export interface FallbackCaptchaProps {
  /** Called with the response to send (x-captcha-response with x-captcha-fallback: true). */
  onComplete(response: string): void;
  /** Called when a completed challenge expires: the applicant must do it again. */
  onExpire(): void;
  action?: CaptchaAction;
  /** The message shown above the challenge (content, loan-application §8); the demo text by default. */
  message?: ReactNode;
}

type Status = 'loading' | 'idle' | 'verifying' | 'verified' | 'expired' | 'failed' | 'unavailable';

/** A completed check is given up this much before the server would refuse it, so a call in flight still passes. */
const EXPIRY_MARGIN_MS = 2_000;

/**
 * The visible fallback challenge shown after a 409. Proof of work: an "I'm not a robot" checkbox
 * that solves a harder challenge when ticked, announces progress, and expires (polled every
 * 100 ms, spec §9). reCAPTCHA: Google's v2 checkbox, whose response is polled every 100 ms.
 */
export function FallbackCaptcha({
  onComplete,
  onExpire,
  action = 'submit_form',
  message = captchaCopy.fallbackMessage,
}: FallbackCaptchaProps) {
  const id = useId();
  const [config, setConfig] = useState<CaptchaConfig | null>(null);
  const [status, setStatus] = useState<Status>('loading');

  useEffect(() => {
    let live = true;
    loadCaptchaConfig().then(
      (loaded) => {
        if (!live) return;
        setConfig(loaded);
        setStatus('idle');
      },
      () => live && setStatus('unavailable'),
    );
    return () => {
      live = false;
    };
  }, []);

  return (
    <div className="fallback-captcha" role="group" aria-labelledby={`${id}-message`}>
      <p id={`${id}-message`} className="fallback-captcha__message">
        {message}
      </p>
      {config?.provider === 'altcha' && (
        <ProofOfWorkCheckbox
          id={id}
          challengeUrl={config.challengeUrl}
          action={action}
          status={status}
          setStatus={setStatus}
          onComplete={onComplete}
          onExpire={onExpire}
        />
      )}
      {config?.provider === 'recaptcha' && (
        <RecaptchaCheckbox
          siteKey={config.siteKey}
          fallbackSiteKey={config.fallbackSiteKey}
          setStatus={setStatus}
          onComplete={onComplete}
          onExpire={onExpire}
        />
      )}
      <p
        id={`${id}-status`}
        className={`fallback-captcha__status fallback-captcha__status--${status}`}
        role="status"
      >
        <StatusText status={status} validForSeconds={config?.fallbackExpirySeconds ?? 0} />
      </p>
    </div>
  );
}

interface CheckboxProps {
  setStatus(status: Status): void;
  onComplete(response: string): void;
  onExpire(): void;
}

function ProofOfWorkCheckbox({
  id,
  challengeUrl,
  action,
  status,
  setStatus,
  onComplete,
  onExpire,
}: CheckboxProps & { id: string; challengeUrl: string; action: CaptchaAction; status: Status }) {
  const expiresAt = useRef<number | null>(null);
  const solving = useRef<AbortController | null>(null);
  const callbacks = useRef({ onComplete, onExpire });
  useEffect(() => {
    callbacks.current = { onComplete, onExpire };
  });

  // spec: loan-application §9 (fallback captcha polled every 100 ms): the poll notices expiry.
  useEffect(() => {
    const timer = setInterval(() => {
      if (expiresAt.current !== null && Date.now() >= expiresAt.current - EXPIRY_MARGIN_MS) {
        expiresAt.current = null;
        setStatus('expired');
        callbacks.current.onExpire();
      }
    }, FALLBACK_CAPTCHA_POLL_MS);
    return () => clearInterval(timer);
  }, [setStatus]);

  useEffect(() => () => solving.current?.abort(), []);

  async function start() {
    if (status === 'verifying' || status === 'verified') return;
    setStatus('verifying');
    const controller = new AbortController();
    solving.current = controller;
    try {
      const solved = await solveProofOfWork(challengeUrl, action, 'fallback', controller.signal);
      if (controller.signal.aborted) return;
      expiresAt.current = solved.expiresAtMs;
      setStatus('verified');
      callbacks.current.onComplete(solved.response);
    } catch {
      if (!controller.signal.aborted) setStatus('failed');
    }
  }

  const verifying = status === 'verifying';
  return (
    <div className="fallback-captcha__box">
      <input
        id={`${id}-checkbox`}
        type="checkbox"
        checked={status === 'verified'}
        // Not `disabled` while verifying: focus stays on the box and the status is read out.
        aria-disabled={verifying || undefined}
        aria-busy={verifying || undefined}
        aria-describedby={`${id}-status`}
        onChange={() => void start()}
      />
      <label htmlFor={`${id}-checkbox`}>{captchaCopy.label}</label>
      {verifying && <span className="fallback-captcha__spinner" aria-hidden="true" />}
    </div>
  );
}

function RecaptchaCheckbox({
  siteKey,
  fallbackSiteKey,
  setStatus,
  onComplete,
  onExpire,
}: CheckboxProps & { siteKey: string; fallbackSiteKey: string }) {
  const container = useRef<HTMLDivElement>(null);
  const callbacks = useRef({ onComplete, onExpire });
  useEffect(() => {
    callbacks.current = { onComplete, onExpire };
  });

  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    let live = true;
    loadRecaptcha(siteKey).then(
      (grecaptcha) => {
        if (!live || !container.current) return;
        const widget = grecaptcha.render(container.current, { sitekey: fallbackSiteKey });
        let last = '';
        // spec: loan-application §9 (fallback captcha polled every 100 ms)
        timer = setInterval(() => {
          const response = grecaptcha.getResponse(widget);
          if (response && response !== last) {
            setStatus('verified');
            callbacks.current.onComplete(response);
          } else if (!response && last) {
            setStatus('expired');
            callbacks.current.onExpire();
          }
          last = response;
        }, FALLBACK_CAPTCHA_POLL_MS);
      },
      () => live && setStatus('unavailable'),
    );
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [siteKey, fallbackSiteKey, setStatus]);

  return <div ref={container} className="fallback-captcha__recaptcha" />;
}

function StatusText({ status, validForSeconds }: { status: Status; validForSeconds: number }) {
  switch (status) {
    case 'verifying':
      return captchaCopy.verifying;
    case 'verified':
      return captchaCopy.verified(Math.max(1, Math.round(validForSeconds / 60)));
    case 'expired':
      return captchaCopy.expired;
    case 'failed':
      return captchaCopy.failed;
    case 'unavailable':
      return captchaCopy.unavailable;
    default:
      return null;
  }
}
