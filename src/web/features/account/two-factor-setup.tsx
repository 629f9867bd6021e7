import { useId, useState, type FormEvent } from 'react';
import type { TwoFactorEnrolAnswer } from '#domain/contracts/session.ts';
import { TWO_FACTOR_CODE_MAX_LENGTH } from '#domain/session/two-factor.ts';
import { twoFactorCopy as copy } from '#content/account-copy.ts';
import { OneTimeCode } from './one-time-code.tsx';
import type { EnrolCredentials } from './two-factor-api.ts';

/** The two calls of setting up: a new secret, then a code that confirms it for recovery codes. */
function useTwoFactorEnrolment(credentials: EnrolCredentials) {
  const [secret, setSecret] = useState<TwoFactorEnrolAnswer | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const start = async () => {
    setBusy(true);
    const { startTwoFactor } = await import('./two-factor-api.ts');
    const answer = await startTwoFactor(credentials);
    setBusy(false);
    if (answer.ok) setSecret(answer.value);
    else setError(answer.message ?? copy.failed);
  };
  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const { confirmTwoFactor } = await import('./two-factor-api.ts');
    const answer = await confirmTwoFactor(credentials, code.trim());
    setBusy(false);
    if (answer.ok) setCodes(answer.value);
    else setError(answer.message ?? copy.failed);
  };
  return { secret, codes, code, setCode, error, busy, start, confirm };
}

/** The ten recovery codes, shown once, and the way on. */
function RecoveryCodes({ id, codes, onDone }: { id: string; codes: string[]; onDone: () => void }) {
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
}

/** The new secret as a QR code and as text, and the app's code that confirms it. */
function ConfirmSecret({
  id,
  secret,
  enrolment: { code, setCode, error, busy, confirm },
}: {
  id: string;
  secret: TwoFactorEnrolAnswer;
  enrolment: ReturnType<typeof useTwoFactorEnrolment>;
}) {
  return (
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
      <OneTimeCode
        id={`${id}-code`}
        label={copy.codeLabel}
        maxLength={TWO_FACTOR_CODE_MAX_LENGTH}
        value={code}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setCode(event.target.value)}
      />
      <button type="submit" className="button button--primary" disabled={busy}>
        {copy.confirm}
      </button>
    </form>
  );
}

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
  const enrolment = useTwoFactorEnrolment(credentials);
  const { secret, codes, error, busy, start } = enrolment;

  if (codes) return <RecoveryCodes id={id} codes={codes} onDone={onDone} />;
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
        <ConfirmSecret id={id} secret={secret} enrolment={enrolment} />
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
