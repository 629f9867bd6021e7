import { useId, useState, type FormEvent } from 'react';
import { offerCopy as copy } from '#content/lending/offer.ts';
import type { ApplicantStatusView, OfferView } from '#domain/account/application-status.ts';
import { longDate } from '#domain/calendar/new-zealand-date.ts';
import { OFFER_CODE, isCodeShaped } from '#domain/lending/offer.ts';
import { useBusyCall } from './busy-call.ts';
import { OneTimeCodeInput } from './one-time-code-input.tsx';

type Change = (view: ApplicantStatusView) => void;

/**
 * The loan offer on the applicant's status (issue 31 parts 1 and 2, decision 143): open, the
 * disclosure statement and the contract's text in full, consent to electronic documents, an
 * emailed code and the signature; signed, the cancellation period's last day and the one-step
 * cancellation while it runs. The server decides each step; its new view replaces the shown one.
 */
export function LoanOffer(props: { view: ApplicantStatusView; onChange: Change }) {
  const { offer } = props.view;
  if (!offer) return null;
  return (
    <div className="applicant-status__offer">
      <h3>{copy.heading}</h3>
      {offer.state === 'open' ? <SignOffer {...props} offer={offer} /> : null}
      {offer.state === 'signed' ? <SignedOffer {...props} offer={offer} /> : null}
      {offer.state === 'cancelled' ? <p>{copy.cancelled}</p> : null}
    </div>
  );
}

function SignOffer(props: { view: ApplicantStatusView; offer: OfferView; onChange: Change }) {
  const { view, offer, onChange } = props;
  const id = useId();
  const [error, setError] = useState<{ field: 'consent' | 'code' | null; text: string } | null>(
    null,
  );
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const run = async (step: 'code' | 'sign', form: FormData) => {
    const api = await import('./status-api.ts');
    const consent = form.get('consent') === 'yes';
    const code = String(form.get('code') ?? '').trim();
    if (step === 'code' && !consent)
      return setError({ field: 'consent', text: copy.consentNeeded });
    if (step === 'sign' && !isCodeShaped(code))
      return setError({ field: 'code', text: copy.codeNeeded });
    setBusy(true);
    setError(null);
    const outcome =
      step === 'code'
        ? await api.requestOfferCode(view.reference, consent)
        : await api.acceptOffer(view.reference, code);
    setBusy(false);
    if (!outcome.ok)
      return setError({
        field: step === 'code' ? 'consent' : 'code',
        text: outcome.message ?? copy.failed,
      });
    if (step === 'code') setSent(true);
    else onChange(outcome.view);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    void run(submitter?.value === 'sign' ? 'sign' : 'code', new FormData(event.currentTarget));
  };
  const errorId = `${id}-error`;
  const invalid = (field: 'consent' | 'code') => (error?.field === field ? true : undefined);
  return (
    <>
      <p>{copy.intro(longDate(offer.expiresOn))}</p>
      <p>
        <a href={offer.disclosureHref}>{copy.disclosureLink}</a>
      </p>
      <ContractText offer={offer} />
      <form method="post" className="applicant-status__item" onSubmit={submit} noValidate>
        <label className="applicant-status__consent">
          <input
            type="checkbox"
            name="consent"
            value="yes"
            aria-invalid={invalid('consent')}
            aria-describedby={error?.field === 'consent' ? errorId : undefined}
          />{' '}
          {copy.consentLabel}
        </label>
        <button type="submit" name="step" value="code" className="button" disabled={busy}>
          {busy ? copy.sendingCode : copy.sendCode}
        </button>
        <p role="status">{sent ? copy.codeSent : null}</p>
        <label htmlFor={`${id}-code`}>{copy.codeLabel}</label>
        <OneTimeCodeInput
          id={`${id}-code`}
          maxLength={OFFER_CODE.digits}
          aria-invalid={invalid('code')}
          aria-describedby={error?.field === 'code' ? errorId : undefined}
        />
        <p id={errorId} className="field__error" role="alert">
          {error?.text}
        </p>
        <button type="submit" name="step" value="sign" className="button" disabled={busy}>
          {busy ? copy.signing : copy.signButton}
        </button>
      </form>
    </>
  );
}

/** The contract's text in full, in a scrolling region the keyboard reaches (axe). */
function ContractText({ offer }: { offer: OfferView }) {
  const id = useId();
  return (
    <>
      <h4 id={id}>{copy.contractHeading}</h4>
      <div className="applicant-status__contract" role="region" aria-labelledby={id} tabIndex={0}>
        {offer.contract.map((section) => (
          <div key={section.heading}>
            <h5>{section.heading}</h5>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        ))}
      </div>
    </>
  );
}

function SignedOffer(props: { view: ApplicantStatusView; offer: OfferView; onChange: Change }) {
  const { view, offer, onChange } = props;
  const { busy, error, run } = useBusyCall(copy.failed);
  const cancel = () =>
    run(
      async () => (await import('./status-api.ts')).cancelLoan(view.reference),
      (answer) => onChange(answer.view),
    );
  return (
    <>
      <p>{copy.signed}</p>
      {offer.coolingOffEnds ? <p>{copy.cancelUntil(longDate(offer.coolingOffEnds))}</p> : null}
      {offer.canCancel ? (
        <>
          <h4>{copy.cancelHeading}</h4>
          <p>{copy.cancelIntro}</p>
          <button type="button" className="button" disabled={busy} onClick={() => void cancel()}>
            {busy ? copy.cancelling : copy.cancelButton}
          </button>
        </>
      ) : null}
      <p className="field__error" role="alert">
        {error}
      </p>
    </>
  );
}
