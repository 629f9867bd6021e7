import { useEffect, useRef } from 'react';
import {
  EMPTY_INCOME_ROW,
  INCOME_FREQUENCIES,
  incomeAmountProblem,
  isIncomeRowEmpty,
  serialiseIncomeRows,
  type IncomeRow,
} from '#domain/forms/income.ts';
import { Field } from '../field/field.tsx';
import { controlId, onGroupBlur, type WidgetProps } from '../field/widget-props.ts';
import { PLEASE_SELECT, type SelectOption } from '../select/select.tsx';
import '../currency/currency.css';
import './income.css';

export interface IncomeProps extends WidgetProps<IncomeRow[]> {
  /**
   * The income entries asked of this applicant (site-and-tools §3 "Income widget row",
   * loan-application §3): each a source choice, its description shown beside the rows.
   */
  sources: readonly (SelectOption & { description?: string | undefined })[];
}

/**
 * The income widget (site-and-tools §3 "income"): rows of amount, frequency and source, with
 * "Add another income" and a Remove button per row once there are two. The value is the list of
 * rows; an empty list shows one empty row. The posted value (a hidden input named `name`) is the
 * rows as JSON. Rules: `incomeRule` in src/domain/forms/income.ts.
 */
export function Income(props: IncomeProps) {
  const {
    name,
    label,
    value,
    onChange,
    onBlur,
    error,
    hint,
    required = false,
    disabled,
    sources,
  } = props;
  const id = controlId(props);
  const rows = value.length > 0 ? value : [EMPTY_INCOME_ROW];
  const fieldId = (index: number, part: keyof IncomeRow) =>
    index === 0 && part === 'amount' ? id : `${id}-${index}-${part}`;
  // After adding or removing a row, focus goes to the amount of the new row or of the row before the removed one.
  const focusRow = useRef<number | null>(null);
  useEffect(() => {
    if (focusRow.current === null) return;
    document.getElementById(fieldId(focusRow.current, 'amount'))?.focus();
    focusRow.current = null;
  });

  const update = (index: number, part: keyof IncomeRow, text: string) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, [part]: text } : row)));
  const add = () => {
    focusRow.current = rows.length;
    onChange([...rows, { ...EMPTY_INCOME_ROW }]);
  };
  const remove = (index: number) => {
    focusRow.current = Math.max(0, index - 1);
    onChange(rows.filter((_, i) => i !== index));
  };
  // A source the applicant is no longer offered (an answer it depended on changed) shows as
  // unchosen, so "Please complete all fields" points at something visible to fix.
  const shownSource = (row: IncomeRow) =>
    sources.some((source) => source.value === row.source) ? row.source : '';
  // With an error, mark what needs fixing: empty parts and wrong amounts, but not an optional first row left empty.
  const invalid = (row: IncomeRow, index: number, part: keyof IncomeRow) => {
    if (!error || (index === 0 && !required && isIncomeRowEmpty(row))) return undefined;
    const problem =
      (part === 'source' ? shownSource(row) : row[part]) === '' ||
      (part === 'amount' && incomeAmountProblem(row.amount) !== null);
    return problem ? true : undefined;
  };

  return (
    <Field
      id={id}
      label={label}
      required={required}
      hint={hint}
      error={error}
      group
      className="income"
    >
      <div onBlur={onGroupBlur(onBlur)}>
        {rows.map((row, index) => (
          <fieldset className="income__row" key={index}>
            <legend className="income__legend">Income {index + 1}</legend>
            <div className="income__fields">
              <div className="income__part">
                <label htmlFor={fieldId(index, 'amount')}>Amount</label>
                <div className="currency">
                  <span className="currency__prefix" aria-hidden="true">
                    $
                  </span>
                  <input
                    id={fieldId(index, 'amount')}
                    type="text"
                    inputMode="decimal"
                    autoComplete="off"
                    spellCheck={false}
                    value={row.amount}
                    onChange={(e) => update(index, 'amount', e.target.value)}
                    disabled={disabled}
                    required={required}
                    aria-invalid={invalid(row, index, 'amount')}
                  />
                </div>
              </div>
              <div className="income__part">
                <label htmlFor={fieldId(index, 'frequency')}>How often</label>
                <select
                  id={fieldId(index, 'frequency')}
                  value={row.frequency}
                  onChange={(e) => update(index, 'frequency', e.target.value)}
                  disabled={disabled}
                  required={required}
                  aria-invalid={invalid(row, index, 'frequency')}
                >
                  <option value="">{PLEASE_SELECT}</option>
                  {INCOME_FREQUENCIES.map((frequency) => (
                    <option key={frequency} value={frequency}>
                      {frequency}
                    </option>
                  ))}
                </select>
              </div>
              <div className="income__part">
                <label htmlFor={fieldId(index, 'source')}>Source</label>
                <select
                  id={fieldId(index, 'source')}
                  value={shownSource(row)}
                  onChange={(e) => update(index, 'source', e.target.value)}
                  disabled={disabled}
                  required={required}
                  aria-invalid={invalid(row, index, 'source')}
                >
                  <option value="">{PLEASE_SELECT}</option>
                  {sources.map((source) => (
                    <option key={source.value} value={source.value}>
                      {source.label}
                    </option>
                  ))}
                </select>
              </div>
            </div>
            {rows.length > 1 ? (
              <button
                type="button"
                className="button income__remove"
                onClick={() => remove(index)}
                disabled={disabled}
              >
                Remove <span className="visually-hidden">income {index + 1}</span>
              </button>
            ) : null}
          </fieldset>
        ))}
        <button type="button" className="button income__add" onClick={add} disabled={disabled}>
          Add another income
        </button>
        <SourceDescriptions sources={sources} />
      </div>
      <input type="hidden" name={name} value={serialiseIncomeRows(rows)} />
    </Field>
  );
}

/** What each income source covers, for the sources that have a description. */
function SourceDescriptions({ sources }: Pick<IncomeProps, 'sources'>) {
  const described = sources.filter((source) => source.description);
  if (described.length === 0) return null;
  return (
    <dl className="income__sources">
      {described.map((source) => (
        <div key={source.value}>
          <dt>{source.label}</dt>
          <dd>{source.description}</dd>
        </div>
      ))}
    </dl>
  );
}
