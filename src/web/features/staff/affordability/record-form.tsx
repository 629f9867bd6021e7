import { useMemo, useState, type RefObject } from 'react';
import { FREQUENCIES } from '#domain/calculator/calculator.ts';
import type { AffordabilityRecord, Assessment } from '#domain/lending/affordability.ts';
import { BENCHMARK_REGIONS } from '#domain/lending/benchmark.ts';
import { ADD_ON_NAMES } from '#domain/lending/suitability.ts';
import { NO_STATEMENTS_REASON_LABELS } from '#content/lending/evidence.ts';
import { NO_STATEMENTS_REASONS } from '#domain/lending/policy.ts';
import {
  COMMITMENT_RULES,
  recordRules,
  recordValues,
  recordWith,
  withoutStatements,
} from '#domain/staff/record-rules.ts';
import { FormAnnouncer } from '#web/forms/form-announcer.tsx';
import { Select } from '#web/widgets/select/select.tsx';
import { Text } from '#web/widgets/text/text.tsx';
import { nzDollars } from '../staff-layout.tsx';
import { useStaffForm } from '../staff-form.tsx';

const weekly = (value: number | null) =>
  value === null ? '–' : `${nzDollars.format(value)} a week`;
const used = (line: Assessment['expenses'][number] | undefined) =>
  !line || line.source === 'none'
    ? 'nothing declared, in the statements or benchmarked'
    : `${weekly(line.usedWeekly)} (${line.source})`;
const options = (values: readonly string[], label = (value: string) => value) =>
  values.map((value) => ({ value, label: label(value) }));

type Bind = ReturnType<typeof useStaffForm>['bind'];
/** What each part of the form gets: the record as it stands, a change to it, the typed fields. */
interface PartProps {
  record: AffordabilityRecord;
  set: (change: Partial<AffordabilityRecord>) => void;
  bind: Bind;
}

/**
 * The affordability and suitability record as the officer completes it (issue 21): income,
 * expenses by category, commitments, the loan and suitability. The typed fields run the record's
 * rule table (`recordRules`, src/domain/staff/form-rules.ts, its limits the contract's) on the form
 * runtime; the ticks and the commitments list are the record's own. Saving sends the whole record;
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
  const rules = useMemo(() => recordRules(props.initial), [props.initial]);
  const initialValues = useMemo(() => recordValues(props.initial), [props.initial]);
  const { state, bind, values, formProps } = useStaffForm(rules, {
    idPrefix: 'record',
    initialValues,
  });
  const [record, setRecord] = useState(props.initial);
  const set = (change: Partial<AffordabilityRecord>) => setRecord({ ...record, ...change });
  const parts = { record, set, bind };
  return (
    <form
      method="post"
      {...formProps(() => props.onSave(recordWith(record, values())))}
      aria-labelledby="record-heading"
    >
      <h3 id="record-heading">Household</h3>
      <Text {...bind('household.size', 'Household size')} />
      <Select {...bind('household.region', 'Region')} options={options(BENCHMARK_REGIONS)} />
      <IncomePart {...parts} />
      <ExpensesPart {...parts} {...props} />
      {withoutStatements(record) ? <NoStatementsPart {...parts} /> : null}
      <CommitmentsPart {...parts} />
      <h3>The new loan</h3>
      <Text {...bind('loan.amount', 'Amount ($)')} />
      <Text {...bind('loan.termMonths', 'Term (months)')} />
      <Select {...bind('loan.frequency', 'Repayments')} options={options(FREQUENCIES)} />
      <p>Interest: {record.loan.interestPercent}% a year (the product&rsquo;s rate).</p>
      <SuitabilityPart {...parts} />
      <button type="submit" className="button" disabled={props.busy || state.busy}>
        Save the record
      </button>
      <FormAnnouncer announcement={state.announcement} />
    </form>
  );
}

function IncomePart({ record, bind }: PartProps) {
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
          <Text {...bind(`income.${index}.acceptedWeekly`, 'Accepted figure ($ a week)')} />
          <Text {...bind(`income.${index}.note`, 'Note where it differs')} />
        </fieldset>
      ))}
    </>
  );
}

function ExpensesPart({
  record,
  bind,
  assessment,
  benchmarkSource,
}: PartProps & { assessment: Assessment; benchmarkSource: string }) {
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
            <Text {...bind(`expenses.${index}.declaredWeekly`, 'Declared')} />
            <Text
              {...bind(`expenses.${index}.chosenWeekly`, 'Figure used instead of the largest')}
            />
            <Text {...bind(`expenses.${index}.reason`, 'Reason for not using the largest')} />
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
function NoStatementsPart({ bind }: PartProps) {
  return (
    <fieldset>
      <legend>No bank statements</legend>
      <Select
        {...bind('noStatements.reason', 'Why there are no bank statements')}
        options={options(
          NO_STATEMENTS_REASONS,
          (reason) =>
            NO_STATEMENTS_REASON_LABELS[reason as keyof typeof NO_STATEMENTS_REASON_LABELS],
        )}
      />
      <Text {...bind('noStatements.note', 'What you learnt')} />
    </fieldset>
  );
}

/**
 * A tick of the record's own: no rule, so a plain checkbox (the checkbox widget's chunk would join
 * the application's steps' shared code and take two of them past their budgets).
 */
function Tick(props: {
  name: string;
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <label className="choice">
      <input
        type="checkbox"
        name={props.name}
        checked={props.checked}
        onChange={(event) => props.onChange(event.target.checked)}
      />{' '}
      {props.label}
    </label>
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
        key={record.commitments.length}
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
      <Tick
        name="commitmentsReviewed"
        label="I reviewed the commitments in the credit report"
        checked={record.commitmentsReviewed}
        onChange={(on) => set({ commitmentsReviewed: on })}
      />
    </>
  );
}

const CONFIRMATIONS = [
  ['purposeConfirmed', 'Purpose confirmed with the applicant'],
  ['amountConfirmed', 'Amount confirmed with the applicant'],
  ['termConfirmed', 'Term confirmed with the applicant'],
] as const;

function SuitabilityPart({ record, set, bind }: PartProps) {
  const suitability = (change: object) =>
    set({ suitability: { ...record.suitability, ...change } });
  return (
    <>
      <h3>Suitability</h3>
      <Text {...bind('suitability.purpose', 'Purpose')} />
      {CONFIRMATIONS.map(([key, words]) => (
        <Tick
          key={key}
          name={key}
          label={words}
          checked={record.suitability[key]}
          onChange={(on) => suitability({ [key]: on })}
        />
      ))}
      {record.suitability.brokered
        ? record.suitability.addOns.map((addOn, index) => (
            <Tick
              key={addOn.kind}
              name={`addOn-${addOn.kind}`}
              label={`${ADD_ON_NAMES[addOn.kind]} (${nzDollars.format(addOn.cost)}): cost explained`}
              checked={addOn.explained}
              onChange={(on) =>
                suitability({
                  addOns: record.suitability.addOns.map((a, i) =>
                    i === index ? { ...a, explained: on } : a,
                  ),
                })
              }
            />
          ))
        : null}
    </>
  );
}

/**
 * A commitment the applicant declared, on its own rule table. It sits inside the record's form, so
 * it is a group with a button rather than a form of its own (forms do not nest); the runtime
 * still shows, announces and focuses its errors. Its list's length keys it: an added commitment
 * leaves it empty again.
 */
function CommitmentAdder({ onAdd }: { onAdd: (label: string, weekly: number) => void }) {
  const { state, form, ref, bind, values } = useStaffForm(COMMITMENT_RULES, {
    idPrefix: 'commitment',
  });
  const add = () =>
    void form.submit({
      send: async () => {
        const { label, weekly: amount } = values();
        onAdd(label!, Number(amount));
      },
      onError: () => undefined,
    });
  return (
    <div ref={ref as unknown as RefObject<HTMLDivElement | null>}>
      <Text {...bind('label', 'Declared commitment')} />
      <Text {...bind('weekly', 'Its cost ($ a week)')} />
      <button type="button" className="button" disabled={state.busy} onClick={add}>
        Add the commitment
      </button>
      <FormAnnouncer announcement={state.announcement} />
    </div>
  );
}
