import { DURATION_MONTH_OPTIONS, DURATION_YEAR_OPTIONS } from '#domain/loan-application/browser.ts';
import { Select } from '#web/widgets/select/select.tsx';
import type { ApplicationView } from '../state/application-context.tsx';
import { fieldWords, textField } from './field-binding.ts';

type DurationPrefix =
  'AddressDuration' | 'PreviousAddress' | 'EmploymentTime' | 'PreviousEmploymentTime';

/** A time at an address or in a job: years and months side by side under one question (loan-application §3). */
export function DurationField({ view, prefix }: { view: ApplicationView; prefix: DurationPrefix }) {
  const years = textField(view, `${prefix}Year`);
  const months = textField(view, `${prefix}Month`);
  // One message for the pair, under both (issue 11): the years' if both have one.
  const error = years.error ?? months.error;
  const errorId = `${prefix}-error`;
  return (
    <fieldset className="duration-field" aria-labelledby={`${prefix}-legend`}>
      <legend id={`${prefix}-legend`} className="field__label">
        {fieldWords(view, prefix).label}
      </legend>
      <div className="duration-field__parts">
        <Select {...years} groupErrorId={errorId} options={DURATION_YEAR_OPTIONS} />
        <Select {...months} groupErrorId={errorId} options={DURATION_MONTH_OPTIONS} />
      </div>
      {error ? (
        <p className="field__error duration-field__error" id={errorId}>
          <span className="visually-hidden">Error: </span>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
