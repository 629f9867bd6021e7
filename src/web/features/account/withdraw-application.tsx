import { useEffect, useId, useRef, useState } from 'react';
import { applicantStatusCopy as copy } from '#content/applicant-status.ts';
import type { ApplicantStatusView } from '#domain/account/application-status.ts';
import { useBusyCall } from './busy-call.ts';

/**
 * The applicant withdraws an undecided application (issue 29 "What to build" 2), from the portal
 * or the status link: a first button asks, a confirmation step says what it means, and only its
 * "Yes" sends. The server's policy decides (a decided application cannot be withdrawn); its new
 * view replaces the shown one.
 */
export function WithdrawApplication(props: {
  view: ApplicantStatusView;
  onChange: (view: ApplicantStatusView) => void;
}) {
  const { view, onChange } = props;
  const id = useId();
  const [step, setStep] = useState<'ask' | 'confirm' | 'done'>('ask');
  const { busy, error, run } = useBusyCall(copy.failed);
  const confirmRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (step === 'confirm') confirmRef.current?.focus();
  }, [step]);
  if (!view.canWithdraw && step !== 'done') return null;
  const withdraw = () =>
    run(
      async () => (await import('./status-api.ts')).withdrawApplication(view.reference),
      (answer) => {
        setStep('done');
        onChange(answer.view);
      },
    );
  return (
    // Not a landmark of its own: the portal lists one per application, inside each application's
    // region, and landmarks' names must be unique (axe landmark-unique).
    <div className="applicant-status__withdraw">
      <h3>{copy.withdraw.heading}</h3>
      <p role="status">{step === 'done' ? copy.withdraw.done : null}</p>
      {step === 'ask' ? (
        <>
          <p>{copy.withdraw.intro}</p>
          <button type="button" className="button" onClick={() => setStep('confirm')}>
            {copy.withdraw.start}
          </button>
        </>
      ) : null}
      {step === 'confirm' ? (
        <>
          <p ref={confirmRef} tabIndex={-1} id={`${id}-confirm`}>
            {copy.withdraw.confirm(view.reference)}
          </p>
          <p className="field__error" role="alert">
            {error}
          </p>
          <button
            type="button"
            className="button"
            aria-describedby={`${id}-confirm`}
            disabled={busy}
            onClick={() => void withdraw()}
          >
            {busy ? copy.withdraw.withdrawing : copy.withdraw.yes}
          </button>{' '}
          <button type="button" className="button" onClick={() => setStep('ask')}>
            {copy.withdraw.no}
          </button>
        </>
      ) : null}
    </div>
  );
}
