import { applicationCopy } from '#content/loan-application-copy.ts';
import {
  PROOF_TYPE_OPTIONS,
  VISA_TYPE_OPTIONS,
  YES_NO_OPTIONS,
} from '#domain/loan-application/index.ts';
import { DateInput } from '#web/widgets/date/date.tsx';
import { Radio } from '#web/widgets/radio/radio.tsx';
import { Select } from '#web/widgets/select/select.tsx';
import { Text } from '#web/widgets/text/text.tsx';
import { WhyWeAsk } from './why-we-ask.tsx';
import { useApplicationView } from './application-context.tsx';
import { inputField, textField } from './field-binding.ts';
import { isShown } from './rules.ts';

const copy = applicationCopy;

/**
 * Step 3 (loan-application §2): residency, the visa when not a resident, and one photo ID. The
 * brokers' ID uploads come with the roles issue, together with their rules.
 */
export function StepThreeFields() {
  const view = useApplicationView();
  const shown = (name: string) => isShown(name, view.context);
  return (
    <>
      <fieldset className="application-section">
        <legend>
          <h2>{copy.sections.residency}</h2>
        </legend>
        <Radio {...textField(view, 'Residency')} options={YES_NO_OPTIONS} inline />
        {shown('VisaType') ? (
          <>
            <Select {...textField(view, 'VisaType')} options={VISA_TYPE_OPTIONS} />
            <DateInput {...textField(view, 'VisaExpiry')} />
          </>
        ) : null}
      </fieldset>
      <fieldset className="application-section">
        <legend>
          <h2>{copy.sections.identity}</h2>
        </legend>
        <WhyWeAsk topic="identity" about={copy.sections.identity} />
        <Radio {...textField(view, 'ProofType')} options={PROOF_TYPE_OPTIONS} />
        {shown('DriverLicenceNumber') ? (
          <>
            <Text {...inputField(view, 'DriverLicenceNumber')} />
            <Text {...inputField(view, 'DriverLicenceVersion')} />
          </>
        ) : null}
        {shown('PassportNumber') ? (
          <>
            <Text {...inputField(view, 'PassportNumber')} />
            <DateInput {...textField(view, 'PassportExpiry')} />
            {shown('PassportCountry') ? <Text {...inputField(view, 'PassportCountry')} /> : null}
          </>
        ) : null}
      </fieldset>
    </>
  );
}
