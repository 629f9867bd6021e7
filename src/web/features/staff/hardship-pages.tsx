import { useEffect, useState, type ReactNode } from 'react';
import { ColumnHeads } from '#web/site/column-heads/column-heads.tsx';
import {
  hardshipChangeLabels,
  hardshipStaffWords as words,
  hardshipStateLabels,
  hardshipWords,
} from '#content/lending/hardship.ts';
import type { HardshipDetail, HardshipRow } from '#domain/contracts/hardship.ts';
import { isOpenHardship } from '#domain/hardship/hardship.ts';
import { newZealandDate } from '#domain/calendar/new-zealand-date.ts';
import { formatDollars } from '#domain/money/format.ts';
import { staffHardshipPath } from '#domain/session/paths.ts';
import { usePageData, usePageTitle } from '#web/app/page-context.tsx';
import { Link, useParams } from '#web/router/router.tsx';
import { HardshipActions, type HardshipAct } from './hardship-actions.tsx';
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
  const act: HardshipAct = (call) => {
    setBusy(true);
    void call().then((outcome) => {
      setBusy(false);
      if (outcome.ok) {
        setDetail(outcome.body as HardshipDetail);
        setMessage(words.done);
      } else setMessage(outcome.message);
    });
  };
  return (
    <WhenAllowed>
      <h1>{words.detailTitle(reference)}</h1>
      <div role="status">{message ? <p>{message}</p> : null}</div>
      {detail ? <HardshipFacts detail={detail} /> : null}
      {detail && isOpenHardship(detail.state) ? (
        <HardshipActions detail={detail} busy={busy} act={act} />
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
