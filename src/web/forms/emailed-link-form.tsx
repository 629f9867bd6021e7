import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { RESUME_LINK_TOKEN } from '#domain/contracts/resume-link-token.ts';
import { RESUME_LINK_FIELDS } from '#domain/loan-application/resume-link-fields.ts';
import { asText } from '#domain/validation/text-value.ts';
import type { FormValues, RuleContext } from '#domain/validation/types.ts';
import { DateOfBirth } from '#web/widgets/date-of-birth/date-of-birth.tsx';
import { FormAnnouncer } from './form-announcer.tsx';
import { useForm } from './use-form.ts';
import { noSubscription } from '#web/app/use-hydrated.ts';

// The resume link's date-of-birth rule table (decision 059): every emailed link asks the same.
const rules = () => RESUME_LINK_FIELDS;
const context = (values: FormValues): RuleContext => ({ values, today: new Date(), config: {} });

/**
 * The link's token, from the address's fragment (never sent to a server in a request line), read
 * once: the page then takes it out of the address. Undefined in the server's render and in
 * hydration (the server never sees the fragment).
 */
let takenLink: string | null | undefined;
function linkFromAddress(): string | null {
  if (takenLink === undefined) {
    const token = window.location.hash.slice(1);
    takenLink = RESUME_LINK_TOKEN.test(token) ? token : null;
  }
  return takenLink;
}
const onServer = () => undefined;

/** The words of an emailed link's page (content). */
export interface EmailedLinkCopy {
  pageIntro: string;
  noLink: string;
  dateOfBirthLabel: string;
  submit: string;
  requestFailed: string;
}

/** What opening the link with the date of birth came to. */
export type LinkOpening =
  /** Opened: the page shows what it opened, or the browser loads `location` (the form stays busy). */
  | { kind: 'opened'; location?: string }
  /** The date of birth does not match: the server's message, on the field. */
  | { kind: 'wrong'; message: string }
  /** The link is refused (expired, used, locked): the server's message, or null when none came. */
  | { kind: 'refused'; message: string | null };

/**
 * The form of a page we email a link to (decision 059: the resume link; decision 093: the status
 * link): the applicant confirms their date of birth before the link opens anything. The token
 * leaves the address at once, so it is not kept in the page's history entry.
 */
export function EmailedLinkForm({
  copy,
  open,
}: {
  copy: EmailedLinkCopy;
  /** Opens the link with the date of birth typed; its code may load on demand. */
  open: (link: string, dateOfBirth: string) => Promise<LinkOpening>;
}) {
  const link = useSyncExternalStore(noSubscription, linkFromAddress, onServer);
  const { state, form, field, ref } = useForm({
    rules,
    context,
    initialValues: { DateOfBirth: '' },
  });
  const [refusal, setRefusal] = useState<string | null>(null);
  const leaving = useRef(false);

  useEffect(() => {
    if (window.location.hash)
      window.history.replaceState(window.history.state, '', window.location.pathname);
  }, []);

  const submit = () =>
    form.submit({
      busyMessage: copy.submit,
      staysBusy: () => leaving.current,
      onError: () => form.announce(copy.requestFailed),
      send: async () => {
        if (!link) return;
        setRefusal(null);
        const opening = await open(link, asText(state.values.DateOfBirth));
        if (opening.kind === 'opened') {
          if (opening.location === undefined) return;
          leaving.current = true;
          window.location.assign(opening.location);
          return;
        }
        if (opening.kind === 'wrong') {
          form.showErrors({ DateOfBirth: opening.message });
          return;
        }
        const message = opening.message ?? copy.requestFailed;
        setRefusal(message);
        form.announce(message);
      },
    });

  if (link === null) return <p>{copy.noLink}</p>;
  return (
    <>
      <p>{copy.pageIntro}</p>
      <form
        noValidate
        ref={ref}
        method="post"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {refusal ? (
          <p className="field__error" role="alert">
            {refusal}
          </p>
        ) : null}
        <DateOfBirth {...field('DateOfBirth', asText)} label={copy.dateOfBirthLabel} />
        <button
          type="submit"
          className="button button--primary"
          disabled={link === undefined || state.busy}
        >
          {copy.submit}
        </button>
        <FormAnnouncer announcement={state.announcement} />
      </form>
    </>
  );
}
