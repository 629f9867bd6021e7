import { parseIncomeRows, type IncomeRow } from '#domain/forms/income.ts';
import {
  BROKER_ILLION_SWITCH_OPTIONS,
  EMPLOYMENT_INDUSTRY_OPTIONS,
  EMPLOYMENT_STATUS_OPTIONS,
  SECURITY_TYPE_OPTIONS,
  YES_NO_OPTIONS,
  incomeSourcesFor,
  isBankStatementLaterShown,
} from '#domain/loan-application/browser.ts';
import { Income } from '#web/widgets/income/income.tsx';
import { Radio } from '#web/widgets/radio/radio.tsx';
import { Select } from '#web/widgets/select/select.tsx';
import { Text } from '#web/widgets/text/text.tsx';
import { Textarea } from '#web/widgets/textarea/textarea.tsx';
import { WhyWeAsk } from './why-we-ask.tsx';
import { BankStatementField } from './bank-statement-field.tsx';
import { useApplicationView, type ApplicationView } from '../state/application-context.tsx';
import { DurationField } from './duration-field.tsx';
import {
  bindField,
  holdStepWords,
  inputField,
  textField,
  sectionWords,
  shownIn,
} from './field-binding.ts';
import { STEP_4 } from '#domain/loan-application/fields/step-4.ts';
import { step4Copy } from '#content/loan-application-step-4-copy.ts';
import { holdStepRules, isShown } from '../state/rules.ts';

// This step's rules and words come with its form: its page loads no other step's (decision 115).
holdStepRules({ 4: STEP_4 });
holdStepWords(4, step4Copy);
import { LockedSection } from './customer-summary.tsx';

function EmploymentFields({ view, prefix }: { view: ApplicationView; prefix: '' | 'Previous' }) {
  const name = <Field extends string>(field: Field) => `${prefix}Employment${field}` as const;
  return (
    <>
      <Select {...textField(view, name('Status'))} options={EMPLOYMENT_STATUS_OPTIONS} />
      {isShown(name('JobRole'), view.context) ? (
        <>
          <Select {...textField(view, name('Industry'))} options={EMPLOYMENT_INDUSTRY_OPTIONS} />
          <Text {...inputField(view, name('JobRole'))} />
          <Text {...inputField(view, name('Company'))} />
          <Text {...inputField(view, name('Area'))} />
          <Text {...inputField(view, name('WorkPhoneNumber'))} />
        </>
      ) : null}
      <DurationField view={view} prefix={`${prefix}EmploymentTime`} />
    </>
  );
}

/**
 * Step 4 (loan-application §2), sections in order: security, current employment, previous
 * employment, income, impending income change, broker switch, additional information (the submit
 * area follows in the page). The broker's switch shows the bank-link frame on Yes and the later
 * text on Later/No (§4).
 */
export function StepFourFields() {
  const view = useApplicationView();
  const shown = shownIn(view);
  return (
    <>
      <LockedSection section="4-security">
        <fieldset className="application-section">
          <legend>
            <h2>{sectionWords(view, 'security')}</h2>
          </legend>
          <Radio {...textField(view, 'SecurityType')} options={SECURITY_TYPE_OPTIONS} inline />
          {shown('VehicleRegistrationNumber') ? (
            <Text {...inputField(view, 'VehicleRegistrationNumber')} />
          ) : null}
          {shown('VehicleVinNumber') ? <Text {...inputField(view, 'VehicleVinNumber')} /> : null}
        </fieldset>
      </LockedSection>
      <LockedSection section="4-employment">
        <fieldset className="application-section">
          <legend>
            <h2>{sectionWords(view, 'employment')}</h2>
          </legend>
          <EmploymentFields view={view} prefix="" />
        </fieldset>
        {shown('PreviousEmploymentStatus') ? (
          <fieldset className="application-section">
            <legend>
              <h2>{sectionWords(view, 'previousEmployment')}</h2>
            </legend>
            <EmploymentFields view={view} prefix="Previous" />
          </fieldset>
        ) : null}
      </LockedSection>
      {shown('Income') ? (
        <fieldset className="application-section">
          <legend>
            <h2>{sectionWords(view, 'income')}</h2>
          </legend>
          <Income
            {...bindField<IncomeRow[]>(view, 'Income', parseIncomeRows)}
            sources={incomeSourcesFor(view.context.config, view.state.values)}
          />
        </fieldset>
      ) : null}
      <fieldset className="application-section">
        <legend>
          <h2>{sectionWords(view, 'incomeChange')}</h2>
        </legend>
        <WhyWeAsk topic="incomeChange" about={sectionWords(view, 'incomeChange')} />
        <Radio {...textField(view, 'ImpendingIncomeChange')} options={YES_NO_OPTIONS} inline />
        {shown('IncomeChangeReason') ? (
          <Textarea {...inputField(view, 'IncomeChangeReason')} />
        ) : null}
      </fieldset>
      {shown('BrokerIllionSwitch') ? (
        <fieldset className="application-section">
          <legend>
            <h2>{sectionWords(view, 'brokerSwitch')}</h2>
          </legend>
          <Radio
            {...textField(view, 'BrokerIllionSwitch')}
            options={BROKER_ILLION_SWITCH_OPTIONS}
            inline
          />
          {shown('BrokerIllionIframe') ? <BankStatementField /> : null}
          {isBankStatementLaterShown(view.state.values, view.context.config) ? (
            <p>{step4Copy.brokerBankStatements.later}</p>
          ) : null}
        </fieldset>
      ) : null}
      <fieldset className="application-section">
        <legend>
          <h2>{sectionWords(view, 'additional')}</h2>
        </legend>
        <Textarea {...inputField(view, 'AdditionalInformation')} />
      </fieldset>
    </>
  );
}
