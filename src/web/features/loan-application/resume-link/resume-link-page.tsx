import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { resumeLinkCopy as copy } from '#content/resume-link.ts';
import { RESUME_LINK_FIELDS } from '#domain/loan-application/resume-link-fields.ts';
import { STEP_PATHS, isStep } from '#domain/loan-application/steps.ts';
import { RESUME_LINK_TOKEN } from '#domain/contracts/resume-link-token.ts';
import type { FormValues, RuleContext } from '#domain/validation/types.ts';
import { usePageTitle } from '#web/app/page-context.tsx';
import { FormAnnouncer } from '#web/forms/form-announcer.tsx';
import { asText } from '#domain/validation/text-value.ts';
import { useForm } from '#web/forms/use-form.ts';
import { DateOfBirth } from '#web/widgets/date-of-birth/date-of-birth.tsx';

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
const noSubscription = () => () => {};
const onServer = () => undefined;

/**
 * The emailed resume link's page (issue 11 "Come back and finish" 2, decision 059): the applicant
 * confirms their date of birth; the server then makes this browser's session hold the
 * application, and the step page resumes it. The token leaves the address at once, so it is not
 * kept in the page's history entry.
 */
export function ResumeLinkPage() {
  usePageTitle(copy.pageTitle);
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
        const { confirmResumeLink } = await import('./resume-link-api.ts');
        const outcome = await confirmResumeLink(link, asText(state.values.DateOfBirth));
        if (outcome.kind === 'opened' && isStep(outcome.step)) {
          leaving.current = true;
          window.location.assign(STEP_PATHS[outcome.step]);
          return;
        }
        if (outcome.kind === 'wrong') {
          form.showErrors({ DateOfBirth: outcome.message });
          return;
        }
        const message = outcome.kind === 'refused' ? outcome.message : copy.requestFailed;
        setRefusal(message);
        form.announce(message);
      },
    });

  return (
    <article className="resume-link">
      <h1>{copy.pageTitle}</h1>
      {link === null ? (
        <p>{copy.noLink}</p>
      ) : (
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
      )}
    </article>
  );
}
