import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { ColumnHeads } from '#web/site/column-heads/column-heads.tsx';
import {
  hardshipChangeLabels,
  hardshipStaffWords as words,
  hardshipStateLabels,
  hardshipWords,
} from '#content/lending/hardship.ts';
import type {
  HardshipActionBody,
  HardshipDetail,
  HardshipRow,
} from '#domain/contracts/hardship.ts';
import { isOpenHardship } from '#domain/hardship/hardship.ts';
import { newZealandDate } from '#domain/calendar/new-zealand-date.ts';
import { formatDollars } from '#domain/money/format.ts';
import { staffHardshipPath } from '#domain/session/paths.ts';
import { usePageData, usePageTitle } from '#web/app/page-context.tsx';
import { Link, useParams } from '#web/router/router.tsx';
import { StaffRefused, nzDate } from './staff-layout.tsx';

const money = (cents: number) => formatDollars(cents / 100);
const day = (date: string) => nzDate.format(new Date(`${date}T12:00:00+12:00`));

/** The frame's access: the page's content once the frame says the member may work here. */
function WhenAllowed({ children }: { children: ReactNode }) {
  const frame = usePageData('staffFrame');
  if (!frame || frame.state === 'sign-in-required') return null;
  if (frame.state !== 'ok') return <StaffRefused state={frame.state} />;
  return <>{children}</>;
}

/** The workspace's hardship applications `/staff/hardship/` (issue 32), by decision date. */
export function StaffHardshipListPage() {
  usePageTitle(`${words.listTitle} | Staff workspace`);
  const [rows, setRows] = useState<HardshipRow[] | null>(null);
  useEffect(() => {
    void import('./hardship-api.ts')
      .then(({ fetchHardshipList }) => fetchHardshipList())
      .then((answer) => setRows(answer.ok ? answer.body.rows : []));
  }, []);
  return (
    <WhenAllowed>
      <h1>{words.listTitle}</h1>
      {rows === null ? null : rows.length === 0 ? (
        <p>{words.none}</p>
      ) : (
        <div className="staff__table-wrap">
          <table className="staff__table">
            <ColumnHeads columns={words.columns} />
            <tbody>
              {rows.map((row) => (
                <tr key={row.reference}>
                  <td>
                    <Link to={staffHardshipPath(row.reference)}>{row.reference}</Link>
                  </td>
                  <td>{row.loanNumber}</td>
                  <td>{hardshipStateLabels[row.state]}</td>
                  <td>{day(row.acknowledgeBy)}</td>
                  <td>
                    {row.decideBy
                      ? day(row.decideBy)
                      : isOpenHardship(row.state)
                        ? words.paused
                        : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </WhenAllowed>
  );
}

/**
 * One hardship application `/staff/hardship/:reference/` (issue 32): what the borrower asked,
 * the loan's payments now, the letters, and the officer's actions (CCCFA s 57A): ask for
 * information, record it received, agree an arrangement or refuse with reasons.
 */
export function StaffHardshipPage() {
  const { reference = '' } = useParams();
  usePageTitle(`${words.detailTitle(reference)} | Staff workspace`);
  const [detail, setDetail] = useState<HardshipDetail | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    void import('./hardship-api.ts')
      .then(({ fetchHardship }) => fetchHardship(reference))
      .then((answer) => (answer.ok ? setDetail(answer.body) : setMessage(words.notFound)));
  }, [reference]);
  const act = async (body: HardshipActionBody) => {
    setBusy(true);
    const { actOnHardship } = await import('./hardship-api.ts');
    const answer = await actOnHardship(reference, body);
    setBusy(false);
    if (answer.ok) {
      setDetail(answer.detail);
      setMessage(words.done);
    } else setMessage(answer.message);
  };
  return (
    <WhenAllowed>
      <h1>{words.detailTitle(reference)}</h1>
      <div role="status">{message ? <p>{message}</p> : null}</div>
      {detail ? <HardshipFacts detail={detail} /> : null}
      {detail && isOpenHardship(detail.state) ? (
        <HardshipActions detail={detail} busy={busy} act={(body) => void act(body)} />
      ) : null}
    </WhenAllowed>
  );
}

function HardshipFacts({ detail }: { detail: HardshipDetail }) {
  return (
    <section aria-labelledby="hardship-facts">
      <h2 id="hardship-facts">
        {detail.firstName}, loan {detail.loanNumber}: {hardshipStateLabels[detail.state]}
      </h2>
      <dl>
        <dt>{words.asked}</dt>
        <dd>{hardshipChangeLabels[detail.change]}</dd>
        <dt>{words.canPay}</dt>
        <dd>{money(detail.canPayCents)}</dd>
        <dt>{words.months}</dt>
        <dd>{detail.months} months</dd>
        <dt>{words.whatHappened}</dt>
        <dd>{detail.whatHappened}</dd>
        <dt>{words.columns[3]}</dt>
        <dd>{day(detail.acknowledgeBy)}</dd>
        <dt>{words.columns[4]}</dt>
        <dd>{detail.decideBy ? day(detail.decideBy) : words.paused}</dd>
        {detail.arrangement ? (
          <>
            <dt>{words.agreed}</dt>
            <dd>
              {hardshipWords.arrangement(
                money(detail.arrangement.paymentCents),
                detail.arrangement.months,
                day(detail.arrangement.startsOn),
              )}
            </dd>
          </>
        ) : null}
        {detail.reasons ? (
          <>
            <dt>{words.reasons}</dt>
            <dd>{detail.reasons}</dd>
          </>
        ) : null}
      </dl>
      {detail.answers.length ? (
        <>
          <h3>{words.answers}</h3>
          {detail.answers.map((answer) => (
            <dl key={answer.at}>
              <dt>{words.weAsked}</dt>
              <dd>{answer.request}</dd>
              <dt>{words.answered(day(newZealandDate(new Date(answer.at))))}</dt>
              <dd>{answer.answer}</dd>
            </dl>
          ))}
        </>
      ) : null}
      <h3>{words.letters}</h3>
      <ul>
        {detail.letters.map((letter, index) => (
          <li key={index}>{letter.subject}</li>
        ))}
      </ul>
      <h3>{words.payments}</h3>
      <ol>
        {detail.instalments.map((instalment) => (
          <li key={instalment.number}>
            {day(instalment.dueDate)}: {money(instalment.totalCents)}
          </li>
        ))}
      </ol>
    </section>
  );
}

const formValue = (event: FormEvent<HTMLFormElement>, name: string) =>
  String(new FormData(event.currentTarget).get(name) ?? '');

type Act = (body: HardshipActionBody) => void;

/** The officer's actions while the application is open (CCCFA s 57A). */
function HardshipActions(props: { detail: HardshipDetail; busy: boolean; act: Act }) {
  return (
    <>
      <AgreePanel {...props} />
      <RefusePanel {...props} />
      <RequestPanel {...props} />
    </>
  );
}

const submitting =
  (act: Act, build: (event: FormEvent<HTMLFormElement>) => HardshipActionBody) =>
  (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    act(build(event));
  };

function AgreePanel({ detail, busy, act }: { detail: HardshipDetail; busy: boolean; act: Act }) {
  const id = useId();
  const firstUnpaid = detail.instalments.find((i) => i.paidCents === 0)?.dueDate ?? '';
  return (
    <section className="staff__panel" aria-labelledby={`${id}-agree`}>
      <h2 id={`${id}-agree`}>{words.agreeHeading}</h2>
      <form
        method="post"
        onSubmit={submitting(act, (event) => ({
          action: 'agree',
          version: detail.version,
          paymentCents: Math.round(Number(formValue(event, 'payment')) * 100),
          months: Number(formValue(event, 'months')),
          startsOn: formValue(event, 'startsOn'),
        }))}
      >
        <label htmlFor={`${id}-payment`}>{words.paymentLabel}</label>
        <input
          id={`${id}-payment`}
          name="payment"
          inputMode="decimal"
          required
          defaultValue={detail.canPayCents / 100}
        />
        <label htmlFor={`${id}-months`}>{words.monthsLabel}</label>
        <input
          id={`${id}-months`}
          name="months"
          inputMode="numeric"
          required
          defaultValue={detail.months}
        />
        <label htmlFor={`${id}-starts`}>{words.startsLabel}</label>
        <input id={`${id}-starts`} name="startsOn" required defaultValue={firstUnpaid} />
        <button type="submit" className="button" disabled={busy}>
          {words.agreeSubmit}
        </button>
      </form>
    </section>
  );
}

function RefusePanel({ detail, busy, act }: { detail: HardshipDetail; busy: boolean; act: Act }) {
  const id = useId();
  return (
    <section className="staff__panel" aria-labelledby={`${id}-refuse`}>
      <h2 id={`${id}-refuse`}>{words.refuseHeading}</h2>
      <form
        method="post"
        onSubmit={submitting(act, (event) => ({
          action: 'refuse',
          version: detail.version,
          reasons: formValue(event, 'reasons'),
        }))}
      >
        <label htmlFor={`${id}-reasons`}>{words.reasonsLabel}</label>
        <textarea id={`${id}-reasons`} name="reasons" required />
        <button type="submit" className="button" disabled={busy}>
          {words.refuseSubmit}
        </button>
      </form>
    </section>
  );
}

function RequestPanel({ detail, busy, act }: { detail: HardshipDetail; busy: boolean; act: Act }) {
  const id = useId();
  return (
    <section className="staff__panel" aria-labelledby={`${id}-request`}>
      <h2 id={`${id}-request`}>{words.requestHeading}</h2>
      {detail.state === 'information-requested' ? (
        <>
          <p>{detail.informationRequest}</p>
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => act({ action: 'information-received', version: detail.version })}
          >
            {words.receivedSubmit}
          </button>
        </>
      ) : (
        <form
          method="post"
          onSubmit={submitting(act, (event) => ({
            action: 'request-information',
            version: detail.version,
            request: formValue(event, 'request'),
          }))}
        >
          <label htmlFor={`${id}-request-text`}>{words.requestLabel}</label>
          <textarea id={`${id}-request-text`} name="request" required />
          <button type="submit" className="button" disabled={busy}>
            {words.requestSubmit}
          </button>
        </form>
      )}
    </section>
  );
}
