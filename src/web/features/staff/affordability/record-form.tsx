import { useState, type FormEvent } from 'react';
import { FREQUENCIES } from '#domain/calculator/calculator.ts';
import type { AffordabilityRecord, Assessment } from '#domain/lending/affordability.ts';
import { BENCHMARK_REGIONS } from '#domain/lending/benchmark.ts';
import { ADD_ON_NAMES } from '#domain/lending/suitability.ts';
import { NO_STATEMENTS_REASON_LABELS } from '#content/lending/evidence.ts';
import { NO_STATEMENTS_REASONS, type NoStatementsReason } from '#domain/lending/policy.ts';
import { nzDollars } from '../staff-layout.tsx';

const money = (value: number | null) => (value === null ? '' : String(value));
const parse = (text: string): number | null => {
  const value = Number(text.replace(/[$,\s]/g, ''));
  return text.trim() === '' || !Number.isFinite(value) ? null : value;
};
const weekly = (value: number | null) =>
  value === null ? '–' : `${nzDollars.format(value)} a week`;
const used = (line: Assessment['expenses'][number] | undefined) =>
  !line || line.source === 'none'
    ? 'nothing declared, in the statements or benchmarked'
    : `${weekly(line.usedWeekly)} (${line.source})`;

/** What each part of the form gets: the record as it stands and a change to merge into it. */
interface PartProps {
  record: AffordabilityRecord;
  set: (change: Partial<AffordabilityRecord>) => void;
}

/**
 * The affordability and suitability record as the officer completes it (issue 21): income,
 * expenses by category, commitments, the loan and suitability. Saving sends the whole record;
 * the server assesses it again and keeps it as the next version.
 */
export function RecordForm(props: {
  initial: AffordabilityRecord;
  assessment: Assessment;
  /** The household benchmark's source and licence, named where its figures show. */
  benchmarkSource: string;
  busy: boolean;
  onSave: (record: AffordabilityRecord) => void;
}) {
  const [record, setRecord] = useState(props.initial);
  const set = (change: Partial<AffordabilityRecord>) => setRecord({ ...record, ...change });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSave(record);
  };
  return (
    <form method="post" onSubmit={submit} aria-labelledby="record-heading">
      <HouseholdPart record={record} set={set} />
      <IncomePart record={record} set={set} />
      <ExpensesPart
        record={record}
        set={set}
        assessment={props.assessment}
        benchmarkSource={props.benchmarkSource}
      />
      <NoStatementsPart record={record} set={set} />
      <CommitmentsPart record={record} set={set} />
      <LoanPart record={record} set={set} />
      <SuitabilityPart record={record} set={set} />
      <button type="submit" className="button" disabled={props.busy}>
        Save the record
      </button>
    </form>
  );
}

function HouseholdPart({ record, set }: PartProps) {
  return (
    <>
      <h3 id="record-heading">Household</h3>
      <label htmlFor="household-size">Household size</label>
      <input
        id="household-size"
        inputMode="numeric"
        value={record.household.size}
        onChange={(e) =>
          set({ household: { ...record.household, size: Number(e.target.value) || 0 } })
        }
      />
      <label htmlFor="household-region">Region</label>
      <select
        id="household-region"
        value={record.household.region ?? ''}
        onChange={(e) =>
          set({
            household: {
              ...record.household,
              region: (e.target.value || null) as AffordabilityRecord['household']['region'],
            },
          })
        }
      >
        <option value="">Choose a region</option>
        {BENCHMARK_REGIONS.map((region) => (
          <option key={region}>{region}</option>
        ))}
      </select>
    </>
  );
}

function IncomePart({ record, set }: PartProps) {
  const income = (index: number, change: object) =>
    set({ income: record.income.map((l, i) => (i === index ? { ...l, ...change } : l)) });
  return (
    <>
      <h3>Income</h3>
      {record.income.map((line, index) => (
        <fieldset key={line.id}>
          <legend>{line.label}</legend>
          <p>
            Declared:{' '}
            {line.declared
              ? `${nzDollars.format(line.declared.amount)} ${line.declared.period.toLowerCase()}`
              : 'none'}
            . Verified: {weekly(line.verifiedWeekly)}
            {line.verifiedFrom ? ` (${line.verifiedFrom})` : ''}.
          </p>
          <label htmlFor={`income-accepted-${index}`}>Accepted figure ($ a week)</label>
          <input
            id={`income-accepted-${index}`}
            inputMode="decimal"
            value={money(line.acceptedWeekly)}
            onChange={(e) => income(index, { acceptedWeekly: parse(e.target.value) })}
          />
          <label htmlFor={`income-note-${index}`}>Note where it differs</label>
          <input
            id={`income-note-${index}`}
            value={line.note}
            onChange={(e) => income(index, { note: e.target.value })}
          />
        </fieldset>
      ))}
    </>
  );
}

function ExpensesPart({
  record,
  set,
  assessment,
  benchmarkSource,
}: PartProps & { assessment: Assessment; benchmarkSource: string }) {
  const expense = (index: number, change: object) =>
    set({ expenses: record.expenses.map((l, i) => (i === index ? { ...l, ...change } : l)) });
  return (
    <>
      <h3>Expenses ($ a week)</h3>
      <p>Benchmark: {benchmarkSource}.</p>
      {record.expenses.map((line, index) => {
        const assessed = assessment.expenses.find((e) => e.category === line.category);
        return (
          <fieldset key={line.category}>
            <legend>{line.category}</legend>
            <p>
              Bank statements: {weekly(line.statementWeekly)}. Benchmark:{' '}
              {weekly(assessed?.benchmarkWeekly ?? null)}. Used: {used(assessed)}.
            </p>
            <label htmlFor={`expense-declared-${index}`}>Declared</label>
            <input
              id={`expense-declared-${index}`}
              inputMode="decimal"
              value={money(line.declaredWeekly)}
              onChange={(e) => expense(index, { declaredWeekly: parse(e.target.value) })}
            />
            <label htmlFor={`expense-chosen-${index}`}>Figure used instead of the largest</label>
            <input
              id={`expense-chosen-${index}`}
              inputMode="decimal"
              value={money(line.chosenWeekly)}
              onChange={(e) => expense(index, { chosenWeekly: parse(e.target.value) })}
            />
            <label htmlFor={`expense-reason-${index}`}>Reason for not using the largest</label>
            <input
              id={`expense-reason-${index}`}
              value={line.reason}
              onChange={(e) => expense(index, { reason: e.target.value })}
            />
          </fieldset>
        );
      })}
    </>
  );
}

/**
 * When the applicant shared no bank statements (issue 30 finding 3), the officer records why and
 * what they learnt; the lending policy says whether the record may proceed without them.
 */
function NoStatementsPart({ record, set }: PartProps) {
  if (record.expenses.some((line) => line.statementWeekly !== null)) return null;
  const absent = record.noStatements ?? null;
  return (
    <fieldset>
      <legend>No bank statements</legend>
      <label htmlFor="no-statements-reason">Why there are no bank statements</label>
      <select
        id="no-statements-reason"
        value={absent?.reason ?? ''}
        onChange={(e) =>
          set({
            noStatements: e.target.value
              ? { reason: e.target.value as NoStatementsReason, note: absent?.note ?? '' }
              : null,
          })
        }
      >
        <option value="">Choose a reason</option>
        {NO_STATEMENTS_REASONS.map((reason) => (
          <option key={reason} value={reason}>
            {NO_STATEMENTS_REASON_LABELS[reason]}
          </option>
        ))}
      </select>
      <label htmlFor="no-statements-note">What you learnt</label>
      <input
        id="no-statements-note"
        value={absent?.note ?? ''}
        disabled={!absent}
        onChange={(e) => absent && set({ noStatements: { ...absent, note: e.target.value } })}
      />
    </fieldset>
  );
}

function CommitmentsPart({ record, set }: PartProps) {
  return (
    <>
      <h3>Existing commitments</h3>
      <ul>
        {record.commitments.map((c) => (
          <li key={c.id}>
            {c.label} ({c.source === 'credit-report' ? 'credit report' : 'declared'}):{' '}
            {weekly(c.weekly)}
          </li>
        ))}
        {record.commitments.length === 0 ? <li>None recorded.</li> : null}
      </ul>
      <CommitmentAdder
        onAdd={(label, weeklyAmount) =>
          set({
            commitments: [
              ...record.commitments,
              {
                id: `declared-${record.commitments.length + 1}`,
                label,
                source: 'declared',
                weekly: weeklyAmount,
              },
            ],
          })
        }
      />
      <label className="choice">
        <input
          type="checkbox"
          checked={record.commitmentsReviewed}
          onChange={(e) => set({ commitmentsReviewed: e.target.checked })}
        />{' '}
        I reviewed the commitments in the credit report
      </label>
    </>
  );
}

function LoanPart({ record, set }: PartProps) {
  return (
    <>
      <h3>The new loan</h3>
      <label htmlFor="loan-amount">Amount ($)</label>
      <input
        id="loan-amount"
        inputMode="numeric"
        value={record.loan.amount}
        onChange={(e) =>
          set({ loan: { ...record.loan, amount: Math.round(parse(e.target.value) ?? 0) } })
        }
      />
      <label htmlFor="loan-term">Term (months)</label>
      <input
        id="loan-term"
        inputMode="numeric"
        value={record.loan.termMonths}
        onChange={(e) =>
          set({ loan: { ...record.loan, termMonths: Math.round(parse(e.target.value) ?? 0) } })
        }
      />
      <label htmlFor="loan-frequency">Repayments</label>
      <select
        id="loan-frequency"
        value={record.loan.frequency}
        onChange={(e) =>
          set({
            loan: { ...record.loan, frequency: e.target.value as typeof record.loan.frequency },
          })
        }
      >
        {FREQUENCIES.map((frequency) => (
          <option key={frequency}>{frequency}</option>
        ))}
      </select>
      <p>Interest: {record.loan.interestPercent}% a year (the product&rsquo;s rate).</p>
    </>
  );
}

const CONFIRMATIONS = [
  ['purposeConfirmed', 'Purpose confirmed with the applicant'],
  ['amountConfirmed', 'Amount confirmed with the applicant'],
  ['termConfirmed', 'Term confirmed with the applicant'],
] as const;

function SuitabilityPart({ record, set }: PartProps) {
  const suitability = (change: object) =>
    set({ suitability: { ...record.suitability, ...change } });
  return (
    <>
      <h3>Suitability</h3>
      <label htmlFor="purpose">Purpose</label>
      <input
        id="purpose"
        value={record.suitability.purpose}
        onChange={(e) => suitability({ purpose: e.target.value })}
      />
      {CONFIRMATIONS.map(([key, words]) => (
        <label key={key} className="choice">
          <input
            type="checkbox"
            checked={record.suitability[key]}
            onChange={(e) => suitability({ [key]: e.target.checked })}
          />{' '}
          {words}
        </label>
      ))}
      {record.suitability.brokered
        ? record.suitability.addOns.map((addOn, index) => (
            <label key={addOn.kind} className="choice">
              <input
                type="checkbox"
                checked={addOn.explained}
                onChange={(e) =>
                  suitability({
                    addOns: record.suitability.addOns.map((a, i) =>
                      i === index ? { ...a, explained: e.target.checked } : a,
                    ),
                  })
                }
              />{' '}
              {ADD_ON_NAMES[addOn.kind]} ({nzDollars.format(addOn.cost)}): cost explained
            </label>
          ))
        : null}
    </>
  );
}

function CommitmentAdder({ onAdd }: { onAdd: (label: string, weekly: number) => void }) {
  const [label, setLabel] = useState('');
  const [amount, setAmount] = useState('');
  const value = parse(amount);
  return (
    <div>
      <label htmlFor="commitment-label">Declared commitment</label>
      <input id="commitment-label" value={label} onChange={(e) => setLabel(e.target.value)} />
      <label htmlFor="commitment-weekly">Its cost ($ a week)</label>
      <input
        id="commitment-weekly"
        inputMode="decimal"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
      />
      <button
        type="button"
        className="button"
        disabled={label.trim() === '' || value === null}
        onClick={() => {
          onAdd(label.trim(), value ?? 0);
          setLabel('');
          setAmount('');
        }}
      >
        Add the commitment
      </button>
    </div>
  );
}
