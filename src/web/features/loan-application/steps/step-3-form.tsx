import {
  PROOF_TYPE_OPTIONS,
  VISA_TYPE_OPTIONS,
  YES_NO_OPTIONS,
} from '#domain/loan-application/browser.ts';
import { DateInput } from '#web/widgets/date/date.tsx';
import { Radio } from '#web/widgets/radio/radio.tsx';
import { Select } from '#web/widgets/select/select.tsx';
import { Text } from '#web/widgets/text/text.tsx';
import { WhyWeAsk } from './why-we-ask.tsx';
import { useApplicationView } from '../state/application-context.tsx';
import { holdStepWords, inputField, textField, sectionWords, shownIn } from './field-binding.ts';
import { IdUploadField } from './id-upload-field.tsx';
import { STEP_3 } from '#domain/loan-application/fields/step-3.ts';
import { step3Copy } from '#content/loan-application-step-3-copy.ts';
import { holdStepRules } from '../state/rules.ts';

// This step's rules and words come with its form: its page loads no other step's (decision 115).
holdStepRules({ 3: STEP_3 });
holdStepWords(3, step3Copy);
import { LockedSection, useLocked } from './customer-summary.tsx';

/**
 * Step 3 (loan-application §2): residency, the visa when not a resident, and one photo ID, with
 * its copy uploaded when a broker applies (§3, §6). A licence's expiry, and what an "Other" ID is,
 * are asked too (issue 11).
 */
export function StepThreeFields() {
  const view = useApplicationView();
  const shown = shownIn(view);
  // A customer's residency and ID type are locked with their record (its summary shows both);
  // the ID's numbers are always asked.
  const locked = useLocked('3');
  return (
    <>
      <LockedSection section="3">
        <fieldset className="application-section">
          <legend>
            <h2>{sectionWords(view, 'residency')}</h2>
          </legend>
          <Radio {...textField(view, 'Residency')} options={YES_NO_OPTIONS} inline />
          {shown('VisaType') ? (
            <>
              <Select {...textField(view, 'VisaType')} options={VISA_TYPE_OPTIONS} />
              <DateInput {...textField(view, 'VisaExpiry')} />
            </>
          ) : null}
        </fieldset>
      </LockedSection>
      <fieldset className="application-section">
        <legend>
          <h2>{sectionWords(view, 'identity')}</h2>
        </legend>
        <WhyWeAsk topic="identity" about={sectionWords(view, 'identity')} />
        {locked ? null : (
          <>
            <Radio {...textField(view, 'ProofType')} options={PROOF_TYPE_OPTIONS} />
            {shown('ProofTypeOther') ? <Text {...inputField(view, 'ProofTypeOther')} /> : null}
          </>
        )}
        {shown('DriverLicenceNumber') ? (
          <>
            <Text {...inputField(view, 'DriverLicenceNumber')} />
            <Text {...inputField(view, 'DriverLicenceVersion')} />
            <DateInput {...textField(view, 'DriverLicenceExpiry')} />
            {shown('DriverLicenceIdUpload') ? <IdUploadField name="DriverLicenceIdUpload" /> : null}
          </>
        ) : null}
        {shown('PassportNumber') ? (
          <>
            <Text {...inputField(view, 'PassportNumber')} />
            <DateInput {...textField(view, 'PassportExpiry')} />
            {shown('PassportCountry') ? <Text {...inputField(view, 'PassportCountry')} /> : null}
            {shown('PassportIdUpload') ? <IdUploadField name="PassportIdUpload" /> : null}
          </>
        ) : null}
      </fieldset>
    </>
  );
}
