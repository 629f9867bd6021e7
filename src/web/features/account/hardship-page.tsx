import { useEffect, useState, type ReactNode } from 'react';
import {
  hardshipChangeLabels,
  hardshipPage as copy,
  hardshipStateLabels,
  hardshipWords,
} from '#content/lending/hardship.ts';
import { longDate } from '#domain/calendar/new-zealand-date.ts';
import type { HardshipLoan, HardshipView } from '#domain/contracts/hardship.ts';
import { formatDollars } from '#domain/money/format.ts';
import { ACCOUNT_HARDSHIP_PATH } from '#domain/session/paths.ts';
import { signInPathReturningTo } from '#domain/session/sign-in-paths.ts';
import { usePageData, usePageTitle } from '#web/app/page-context.tsx';
import { useNavigate } from '#web/router/router.tsx';
import { HardshipAnswerForm } from './hardship-answer-form.tsx';
import { HardshipForm } from './hardship-form.tsx';
import './account.css';

const money = (cents: number) => formatDollars(cents / 100);

/**
 * Financial hardship in the portal `/account/hardship/` (issue 32 "What to build" 1): each of the
 * customer's loans with its payments as the loan book has them now (an agreed arrangement shows
 * there), its hardship applications with their outcome (the reasons of a refusal, the variation
 * disclosure of an agreement), and the application form. Anonymous visitors are sent to sign in.
 */
export function AccountHardshipPage() {
  usePageTitle(copy.title);
  const portal = usePageData('accountPortal');
  const navigate = useNavigate();
  const signInRequired = portal?.state === 'sign-in-required';
  const [loans, setLoans] = useState<HardshipLoan[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [answered, setAnswered] = useState<string | null>(null);
  // Loaded again after an application is sent, so it shows with its dates.
  const [loaded, setLoaded] = useState(0);
  const ok = portal?.state === 'ok';
  useEffect(() => {
    if (signInRequired)
      void navigate(signInPathReturningTo(ACCOUNT_HARDSHIP_PATH), { replace: true });
    if (!ok) return;
    void import('./hardship-api.ts')
      .then(({ fetchAccountHardship }) => fetchAccountHardship())
      .then((answer) => (answer.ok ? setLoans(answer.body.loans) : setFailed(true)));
  }, [signInRequired, navigate, ok, loaded]);
  if (!portal || signInRequired) return null;
  return (
    <article className="portal">
      <h1>{copy.heading}</h1>
      <p>{copy.intro}</p>
      {failed ? <p role="alert">{copy.form.failed}</p> : null}
      {sent ? (
        <div role="status" className="notice notice--success">
          <h2>{copy.acknowledged.heading}</h2>
          <p>
            {copy.acknowledged.reference} <strong>{sent}</strong>.
          </p>
          <p>{copy.acknowledged.next}</p>
        </div>
      ) : null}
      {answered ? (
        <p role="status" className="notice notice--success">
          {copy.answer.sent(longDate(answered))}
        </p>
      ) : null}
      {loans === null ? null : loans.length === 0 ? (
        <p>{copy.noLoans}</p>
      ) : (
        <>
          {loans.map((loan) => (
            <LoanSection
              key={loan.loanNumber}
              loan={loan}
              onAnswered={(decideBy) => {
                setAnswered(decideBy);
                setLoaded((n) => n + 1);
              }}
            />
          ))}
          <section aria-labelledby="hardship-form-heading">
            <h2 id="hardship-form-heading">{copy.form.heading}</h2>
            <HardshipForm
              loanNumbers={loans.map((loan) => loan.loanNumber)}
              onSent={(reference) => {
                setSent(reference);
                setLoaded((n) => n + 1);
              }}
            />
          </section>
        </>
      )}
    </article>
  );
}

type OnAnswered = (decideBy: string) => void;

function LoanSection({ loan, onAnswered }: { loan: HardshipLoan; onAnswered: OnAnswered }) {
  const id = `loan-${loan.loanNumber}`;
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{copy.loanHeading(loan.loanNumber)}</h2>
      <p>
        {copy.balance}: {money(loan.balanceCents)}
      </p>
      {loan.arrearsDays > 0 ? <p>{copy.arrears(loan.arrearsDays)}</p> : null}
      <h3>{copy.applications}</h3>
      {loan.applications.length === 0 ? <p>{copy.noApplications}</p> : null}
      {loan.applications.map((application) => (
        <HardshipOutcome
          key={application.reference}
          application={application}
          onAnswered={onAnswered}
        />
      ))}
      <h3 id={`${id}-schedule`}>{copy.schedule}</h3>
      <table className="portal-table" aria-labelledby={`${id}-schedule`}>
        <thead>
          <tr>
            {copy.scheduleColumns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {loan.instalments.map((instalment) => (
            <tr key={instalment.number}>
              <td data-label={copy.scheduleColumns[0]}>{instalment.number}</td>
              <td data-label={copy.scheduleColumns[1]}>{longDate(instalment.dueDate)}</td>
              <td data-label={copy.scheduleColumns[2]}>{money(instalment.totalCents)}</td>
              <td data-label={copy.scheduleColumns[3]}>{money(instalment.paidCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function HardshipOutcome({
  application,
  onAnswered,
}: {
  application: HardshipView;
  onAnswered: OnAnswered;
}) {
  const { arrangement } = application;
  return (
    <div>
      <h4>
        {application.reference}: {hardshipChangeLabels[application.change]}
      </h4>
      <dl>
        <dt>{copy.state}</dt>
        <dd>{hardshipStateLabels[application.state]}</dd>
        <OptionalRow term={copy.decideBy}>
          {application.decideBy ? longDate(application.decideBy) : null}
        </OptionalRow>
        <OptionalRow term={copy.needed}>{application.informationRequest}</OptionalRow>
        <OptionalRow term={copy.arrangement}>
          {arrangement ? (
            <>
              {hardshipWords.arrangement(
                money(arrangement.paymentCents),
                arrangement.months,
                longDate(arrangement.startsOn),
              )}
              . {hardshipWords.extended}
            </>
          ) : null}
        </OptionalRow>
        <OptionalRow term={copy.reasons}>{application.reasons}</OptionalRow>
      </dl>
      {application.state === 'information-requested' ? (
        <HardshipAnswerForm reference={application.reference} onAnswered={onAnswered} />
      ) : null}
      {application.disclosureHref ? (
        <p>
          <a href={application.disclosureHref}>{copy.disclosure}</a>
        </p>
      ) : null}
      {application.state === 'refused' ? <p>{copy.refusedScheme}</p> : null}
    </div>
  );
}

/** A term and its description, left out while there is nothing to say. */
function OptionalRow({ term, children }: { term: string; children: ReactNode }) {
  if (!children) return null;
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}
