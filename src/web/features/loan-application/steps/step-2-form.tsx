import { emptyAddress, readAddressValue, type AddressValue } from '#domain/address/index.ts';
import {
  ADDRESS_STATUS_OPTIONS,
  CONTACT_NUMBER_TYPE_OPTIONS,
  FINANCIAL_DEPENDANTS_OPTIONS,
  GENDER_OPTIONS,
  RELATIONSHIP_STATUS_OPTIONS,
  YES_NO_OPTIONS,
} from '#domain/loan-application/browser.ts';
import { checkApplicationAddress } from '#domain/loan-application/fields/address.ts';
import { AddressInput } from '#web/widgets/address-input/address-input.tsx';
import { DateOfBirth } from '#web/widgets/date-of-birth/date-of-birth.tsx';
import { Radio } from '#web/widgets/radio/radio.tsx';
import { Select } from '#web/widgets/select/select.tsx';
import { Text } from '#web/widgets/text/text.tsx';
import { WhyWeAsk } from './why-we-ask.tsx';
import { useApplicationView } from '../state/application-context.tsx';
import { DurationField } from './duration-field.tsx';
import {
  bindField,
  holdStepWords,
  inputField,
  textField,
  sectionWords,
  shownIn,
} from './field-binding.ts';
import { PreferredBranchField, PresetBranchChoice } from './preferred-branch-field.tsx';
import { LockedSection } from './customer-summary.tsx';
import { STEP_2 } from '#domain/loan-application/fields/step-2.ts';
import { step2Copy } from '#content/loan-application-step-2-copy.ts';
import { holdStepRules } from '../state/rules.ts';

// This step's rules and words come with its form: its page loads no other step's (decision 115).
holdStepRules({ 2: STEP_2 });
holdStepWords(2, step2Copy);

/** Step 2 (loan-application §2): personal details, household, address and its history, branch. */
export function StepTwoFields() {
  const view = useApplicationView();
  const shown = shownIn(view);
  const address = bindField<AddressValue>(
    view,
    'Address',
    (raw) => readAddressValue(raw ?? {}) ?? emptyAddress(),
  );
  const addressParts = address.error ? checkApplicationAddress(address.value).parts : undefined;
  return (
    <>
      <LockedSection section="2">
        <fieldset className="application-section">
          <legend>
            <h2>{sectionWords(view, 'personal')}</h2>
          </legend>
          <DateOfBirth {...textField(view, 'DateOfBirth')} />
          <Select {...textField(view, 'Gender')} options={GENDER_OPTIONS} />
        </fieldset>
        <fieldset className="application-section">
          <legend>
            <h2>{sectionWords(view, 'contact')}</h2>
          </legend>
          <Radio
            {...textField(view, 'ContactNumberType')}
            options={CONTACT_NUMBER_TYPE_OPTIONS}
            inline
          />
          <Text {...inputField(view, 'ContactNumber')} />
        </fieldset>
        <fieldset className="application-section">
          <legend>
            <h2>{sectionWords(view, 'household')}</h2>
          </legend>
          <Select
            {...textField(view, 'RelationshipStatus')}
            options={RELATIONSHIP_STATUS_OPTIONS}
          />
          <Select
            {...textField(view, 'FinancialDependants')}
            options={FINANCIAL_DEPENDANTS_OPTIONS}
          />
        </fieldset>
        <fieldset className="application-section">
          <legend>
            <h2>{sectionWords(view, 'address')}</h2>
          </legend>
          <WhyWeAsk topic="address" about={sectionWords(view, 'address')} />
          <AddressInput {...address} errors={addressParts} />
          <Select {...textField(view, 'AddressStatus')} options={ADDRESS_STATUS_OPTIONS} />
          <DurationField view={view} prefix="AddressDuration" />
          {shown('PreviousAddressYear') ? (
            <DurationField view={view} prefix="PreviousAddress" />
          ) : null}
        </fieldset>
      </LockedSection>
      <fieldset className="application-section">
        <legend>
          <h2>{sectionWords(view, 'branch')}</h2>
        </legend>
        <Radio {...textField(view, 'ExistingCustomer')} options={YES_NO_OPTIONS} inline />
        {shown('PreferredBranch') ? (
          <PreferredBranchField view={view} />
        ) : view.context.config.presetPreferredBranch ? (
          <PresetBranchChoice view={view} />
        ) : null}
      </fieldset>
    </>
  );
}
