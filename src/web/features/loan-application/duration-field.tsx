import { DURATION_MONTH_OPTIONS, DURATION_YEAR_OPTIONS } from '#domain/loan-application/index.ts';
import { applicationCopy } from '#content/loan-application-copy.ts';
import { Select } from '#web/widgets/select/select.tsx';
import type { ApplicationView } from './application-context.tsx';
import { textField } from './field-binding.ts';

type DurationPrefix =
  'AddressDuration' | 'PreviousAddress' | 'EmploymentTime' | 'PreviousEmploymentTime';

/** A time at an address or in a job: years and months side by side under one question (loan-application §3). */
export function DurationField({ view, prefix }: { view: ApplicationView; prefix: DurationPrefix }) {
  return (
    <fieldset className="duration-field" aria-labelledby={`${prefix}-legend`}>
      <legend id={`${prefix}-legend`} className="field__label">
        {applicationCopy.fields[prefix].label}
      </legend>
      <div className="duration-field__parts">
        <Select {...textField(view, `${prefix}Year`)} options={DURATION_YEAR_OPTIONS} />
        <Select {...textField(view, `${prefix}Month`)} options={DURATION_MONTH_OPTIONS} />
      </div>
    </fieldset>
  );
}
