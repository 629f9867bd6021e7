import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { applicantStatusCopy as copy, applicantStatusWords } from '#content/applicant-status.ts';
import type { ApplicantStatusView } from '#domain/account/application-status.ts';
import { checkChosenFile } from '#domain/forms/chosen-file.ts';
import { ID_UPLOAD_SETTINGS } from '#domain/forms/file-upload.ts';
import { MESSAGES } from '#domain/loan-application/messages.ts';
import { API, readAnswer } from '#domain/contracts/wire.ts';
import { ANSWER_RULES, staffFormContext } from '#domain/staff/form-rules.ts';
import type { RequestedItemView } from '#domain/staff/information-requests.ts';
import { asText } from '#domain/validation/text-value.ts';
import { FormAnnouncer } from '#web/forms/form-announcer.tsx';
import { inputFacts } from '#web/forms/input-facts.ts';
import { callPath } from '#web/api/call.ts';
import { NO_CAPTCHA, postForm } from '#web/forms/post-form.ts';
import { useForm } from '#web/forms/use-form.ts';
import { Textarea } from '#web/widgets/textarea/textarea.tsx';
import { STATUS_LABELS } from '#domain/staff/status.ts';
import { ApplicantDocuments } from './applicant-documents.tsx';
import { WhoViewed } from './who-viewed.tsx';
import { LoanOffer } from './loan-offer.tsx';
import { WithdrawApplication } from './withdraw-application.tsx';
import { longDate } from '#domain/calendar/new-zealand-date.ts';
import './application-status.css';

const ACCEPT = ID_UPLOAD_SETTINGS.extensions.map((extension) => `.${extension}`).join(',');

/**
 * A submitted application as its applicant sees it (issue 20 "The applicant's side", decision
 * 093): its status in plain words, what we need from them first (each with its upload or answer),
 * what they sent, documents from us, and what has happened, newest first. Used by the portal and
 * the emailed status link's page; each answer's new view replaces the shown one.
 */
export function ApplicantStatus({
  initial,
  signedIn = false,
}: {
  initial: ApplicantStatusView;
  /** The portal's owner, who may ask who has seen their information (IPP 6, decision 137). */
  signedIn?: boolean;
}) {
  const [view, setView] = useState(initial);
  const id = useId();
  return (
    <section className="applicant-status" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{copy.applicationHeading(view.reference)}</h2>
      <p>
        <strong>
          {copy.statusHeading}: {STATUS_LABELS[view.status]}.
        </strong>{' '}
        {applicantStatusWords[view.status]}
      </p>
      <h3>{copy.outstandingHeading}</h3>
      {view.outstanding.length === 0 ? (
        <p>{copy.outstandingNone}</p>
      ) : (
        <ul className="applicant-status__items">
          {view.outstanding.map((item) => (
            <li key={item.id}>
              <OutstandingItem reference={view.reference} item={item} onSent={setView} />
            </li>
          ))}
        </ul>
      )}
      {view.sent.length > 0 ? (
        <>
          <h3>{copy.receivedHeading}</h3>
          <ul>
            {view.sent.map((item) => (
              <li key={item.id}>
                {item.label}: {copy.itemStates[item.state]}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <LoanOffer view={view} onChange={setView} />
      <ApplicantDocuments view={view} onChange={setView} />
      <WithdrawApplication view={view} onChange={setView} />
      <h3>{copy.timelineHeading}</h3>
      <ol className="applicant-status__timeline">
        {view.timeline.map((entry, index) => (
          <li key={index}>
            <time dateTime={entry.at}>{longDate(new Date(entry.at))}</time>: {entry.text}
          </li>
        ))}
      </ol>
      {signedIn ? <WhoViewed reference={view.reference} /> : null}
    </section>
  );
}

/** One thing we asked for: its state, due date, the reason we asked again, and its form. */
function OutstandingItem(props: {
  reference: string;
  item: RequestedItemView;
  onSent: (view: ApplicantStatusView) => void;
}) {
  const { item } = props;
  const heading = (
    <>
      <p>
        <strong>{item.label}</strong> ({copy.itemStates[item.state]}).{' '}
        {copy.due(longDate(item.dueDate))}
      </p>
      {item.askAgainReason ? <p>{copy.askedAgain(item.askAgainReason)}</p> : null}
    </>
  );
  return item.kind === 'document' ? (
    <DocumentForm {...props}>{heading}</DocumentForm>
  ) : (
    <AnswerForm {...props}>{heading}</AnswerForm>
  );
}

type ItemFormProps = {
  reference: string;
  item: RequestedItemView;
  onSent: (view: ApplicantStatusView) => void;
  children: ReactNode;
};

/** A document we asked for: the file checked as the upload's rules say, then sent. */
function DocumentForm({ reference, item, onSent, children }: ItemFormProps) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const file = new FormData(event.currentTarget).get('file');
    if (!(file instanceof File) || file.size === 0) return setError(copy.chooseFile);
    const chosen = checkChosenFile({ name: file.name, size: file.size }, ID_UPLOAD_SETTINGS);
    if (chosen === 'file-size') return setError(MESSAGES.uploadSize);
    if (chosen === 'file-format') return setError(MESSAGES.uploadFormat);
    setBusy(true);
    const outcome = await (await import('./status-api.ts')).sendDocument(reference, item.id, file);
    setBusy(false);
    if (outcome.ok) onSent(outcome.view);
    else setError(outcome.message ?? copy.failed);
  };
  const errorId = `${id}-error`;
  return (
    <form
      method="post"
      className="applicant-status__item"
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      {children}
      <label htmlFor={`${id}-file`}>{copy.fileLabel(item.label)}</label>
      <input
        id={`${id}-file`}
        name="file"
        type="file"
        accept={ACCEPT}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      <p id={errorId} className="field__error" role="alert">
        {error}
      </p>
      <button type="submit" className="button" disabled={busy}>
        {busy ? copy.sending : copy.sendFile}
      </button>
    </form>
  );
}

const rules = () => ANSWER_RULES;
// Behind the portal's sign-in or the status link's session: no captcha answer goes with it.

/** A question we asked: the answer on the form runtime, with the rule table the server runs. */
function AnswerForm({ reference, item, onSent, children }: ItemFormProps) {
  const id = useId();
  const { state, form, field, ref } = useForm({
    rules,
    context: staffFormContext,
    initialValues: { answer: '' },
  });
  const [failed, setFailed] = useState<string | null>(null);
  const path = callPath(API.applicantAnswer, { reference, id: item.id });
  const send = async () => {
    const answer = asText(state.values.answer).trim();
    const outcome = await postForm({ method: 'POST', path }, { answer }, NO_CAPTCHA);
    if (outcome.kind === 'invalid') return form.showErrors(outcome.fields);
    const { applicantStatusViewSchema } = await import('#domain/contracts/application-status.ts');
    const view = outcome.kind === 'ok' && readAnswer(applicantStatusViewSchema, outcome.body);
    if (view) onSent(view);
    else setFailed((outcome.kind === 'failed' && outcome.message) || copy.failed);
  };
  return (
    <form
      method="post"
      ref={ref}
      className="applicant-status__item"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setFailed(null);
        void form.submit({ send, onError: () => setFailed(copy.failed) });
      }}
    >
      {children}
      <Textarea
        {...field('answer', asText)}
        {...inputFacts(ANSWER_RULES, 'answer')}
        id={`${id}-answer`}
        label={copy.answerLabel}
      />
      <p className="field__error" role="alert">
        {failed}
      </p>
      <button type="submit" className="button" disabled={state.busy}>
        {state.busy ? copy.sending : copy.sendAnswer}
      </button>
      <FormAnnouncer announcement={state.announcement} />
    </form>
  );
}
