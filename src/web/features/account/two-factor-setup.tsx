import { useId, useState, type FormEvent } from 'react';
import type { TwoFactorEnrolAnswer } from '#domain/contracts/session.ts';
import { TWO_FACTOR_CODE_MAX_LENGTH } from '#domain/session/two-factor.ts';
import { twoFactorCopy as copy } from '#content/account-copy.ts';
import { useBusyCall } from './busy-call.ts';
import { OneTimeCodeInput } from './one-time-code-input.tsx';
import type { EnrolCredentials } from './two-factor-api.ts';

/**
 * Setting up a staff member's second factor (decision 094): a new secret as a QR code and as
 * text (shown once), a code from the app to confirm it, then the ten recovery codes, once.
 * `credentials` when a real deployment asks before sign-in; none when signed in.
 */
export function TwoFactorSetup({
  credentials,
  onDone,
}: {
  credentials: EnrolCredentials;
  onDone: () => void;
}) {
  const id = useId();
  const [secret, setSecret] = useState<TwoFactorEnrolAnswer | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const { busy, error, run } = useBusyCall(copy.failed);

  const start = () =>
    run(
      async () => (await import('./two-factor-api.ts')).startTwoFactor(credentials),
      (answer) => setSecret(answer.value),
    );
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    return run(
      async () => (await import('./two-factor-api.ts')).confirmTwoFactor(credentials, code.trim()),
      (answer) => setCodes(answer.value),
    );
  };

  if (codes)
    return (
      <section aria-labelledby={`${id}-codes`} className="two-factor">
        <h2 id={`${id}-codes`}>{copy.codesHeading}</h2>
        <p role="status">{copy.codesIntro}</p>
        <ul className="two-factor__codes">
          {codes.map((value) => (
            <li key={value}>
              <code>{value}</code>
            </li>
          ))}
        </ul>
        <button type="button" className="button button--primary" onClick={onDone}>
          {copy.continue}
        </button>
      </section>
    );
  return (
    <section aria-labelledby={`${id}-heading`} className="two-factor">
      <h2 id={`${id}-heading`}>{copy.heading}</h2>
      <p>{copy.intro}</p>
      {error ? (
        <p className="sign-in__refusal" role="alert" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
      {secret ? (
        <form method="post" noValidate onSubmit={(event) => void confirm(event)}>
          <img
            className="two-factor__qr"
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(secret.qrSvg)}`}
            alt={copy.qrAlt}
            width={200}
            height={200}
          />
          <p>
            {copy.secretLabel} <code className="two-factor__secret">{secret.secret}</code>
          </p>
          <label htmlFor={`${id}-code`}>{copy.codeLabel}</label>
          <OneTimeCodeInput
            id={`${id}-code`}
            maxLength={TWO_FACTOR_CODE_MAX_LENGTH}
            value={code}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setCode(event.target.value)}
          />
          <button type="submit" className="button button--primary" disabled={busy}>
            {copy.confirm}
          </button>
        </form>
      ) : (
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          onClick={() => void start()}
        >
          {copy.start}
        </button>
      )}
    </section>
  );
}
