import { useEffect, type ReactNode } from 'react';
import { applicationCopy } from '#content/loan-application-copy.ts';
import { loanApplicationConfig } from '#content/loan-application.ts';
import {
  BROKER_INSURANCE_AMOUNT_FIELDS,
  BROKER_LOAN_AMOUNT_FIELDS,
  TITLE_OPTIONS,
  YES_NO_OPTIONS,
  isAmountLocked,
  isPurposeLocked,
  loanAmountDollars,
  loanAmountField,
  readReferrerProducts,
} from '#domain/loan-application/browser.ts';
import { formatDollars, formatWholeDollars } from '#domain/money/format.ts';
import { asText } from '#domain/validation/text-value.ts';
import { Checkbox } from '#web/widgets/checkbox/checkbox.tsx';
import { Currency } from '#web/widgets/currency/currency.tsx';
import { Radio } from '#web/widgets/radio/radio.tsx';
import { Range } from '#web/widgets/range/range.tsx';
import { Select } from '#web/widgets/select/select.tsx';
import { Text } from '#web/widgets/text/text.tsx';
import { WhyWeAsk } from './why-we-ask.tsx';
import { CustomerDetails } from './customer-summary.tsx';
import { useApplicationView } from '../state/application-context.tsx';
import {
  bindField,
  checkboxField,
  holdStepWords,
  inputField,
  textField,
  sectionWords,
  shownIn,
} from './field-binding.ts';
import { STEP_1 } from '#domain/loan-application/fields/step-1.ts';
import { step1Copy } from '#content/loan-application-step-1-copy.ts';
import { trackBrowsingWhenIdle } from '#web/site/tracking/track-when-idle.ts';
import { holdStepRules, isShown } from '../state/rules.ts';

// This step's rules and words come with its form: its page loads no other step's (decision 115).
holdStepRules({ 1: STEP_1 });
holdStepWords(1, step1Copy);

const copy = applicationCopy;
const AMOUNT_STOPS = loanApplicationConfig.loanAmounts.map((option) => option.value);

/** Step 1 (loan-application §2): referrer panel, prefill summary, loan, names, joint applicant, consents. */
export function StepOneFields() {
  const { context } = useApplicationView();
  // spec: site-and-tools §7 "Application-Step1", a browsing event: sent when step 1 shows (the
  // layout mounts the page afresh for each path, so once per view), as a plain post once the
  // page is idle, with no tracker code to fetch before then (issue 33 finding 1). Step 1's own,
  // so the other steps do not load it (decision 166).
  useEffect(() => trackBrowsingWhenIdle('Application-Step1'), []);
  return (
    <>
      <InvitationNotice />
      <ReferrerPanel />
      <PrefillSummary />
      <LoanSection />
      {context.config.roles.isLoggedIn ? <CustomerDetails /> : <ApplicantSection />}
      <JointSection />
      <ConsentsSection />
    </>
  );
}

/** The referrer's heading, introduction and logo, when its link names any (decision 056). */
function ReferrerPanel() {
  const referrer = useApplicationView().context.config.referrer;
  if (!referrer || !(referrer.heading || referrer.intro || referrer.logo)) return null;
  return (
    <section className="application-referrer" aria-label={referrer.name}>
      {referrer.logo ? (
        <img
          src={referrer.logo.url}
          alt={referrer.name}
          width={referrer.logo.width}
          height={referrer.logo.height}
          className="application-referrer__logo"
        />
      ) : null}
      {referrer.heading ? <h2>{referrer.heading}</h2> : null}
      {referrer.intro ? <p>{referrer.intro}</p> : null}
    </section>
  );
}

/** What the link or the invitation set: a locked amount or purpose, the referrer's products. */
function PrefillSummary() {
  const { context, state } = useApplicationView();
  const amountLocked = isAmountLocked(context.config);
  const purposeLocked = isPurposeLocked(context.config);
  // The referrer's signed products (from the page data, or as the server saved them; decision 056).
  const products = readReferrerProducts(state.values.ReferrerData) ?? [];
  if (!amountLocked && !purposeLocked && products.length === 0) return null;
  const amountField = loanAmountField(context.config);
  const purposeField = isShown('LoanPurposeOther', context) ? 'LoanPurposeOther' : 'LoanPurpose';
  const summary = step1Copy.prefillSummary;
  return (
    <section className="application-summary" aria-labelledby="prefill-summary-heading">
      <h2 id="prefill-summary-heading">{summary.heading}</h2>
      <dl>
        {amountLocked ? (
          <>
            <dt>{summary.amount}</dt>
            <LockedValue name={amountField}>
              {formatDollars(loanAmountDollars(state.values, amountField) ?? 0)}
            </LockedValue>
          </>
        ) : null}
        {purposeLocked ? (
          <>
            <dt>{summary.purpose}</dt>
            <LockedValue name={purposeField}>
              {asText(state.values.LoanPurposeOther) || asText(state.values.LoanPurpose)}
            </LockedValue>
          </>
        ) : null}
        {products.map((product, index) => (
          <div key={index}>
            <dt>{product.Name}</dt>
            <dd>{summary.quantity(product.Quantity)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The amount (slider or a specific amount), a broker's amounts, and the purpose. */
function LoanSection() {
  const view = useApplicationView();
  const { context, state, actions } = view;
  const shown = shownIn(view);
  const amountLocked = isAmountLocked(context.config);
  const purposeLocked = isPurposeLocked(context.config);
  const { isBroker } = context.config.roles;
  // A joint applicant (or a referrer locking both) has no loan question left but a broker's.
  if (amountLocked && purposeLocked && !isBroker) return null;
  const amountField = loanAmountField(context.config);
  return (
    <fieldset className="application-section">
      <legend>
        <h2>{sectionWords(view, 'loan')}</h2>
      </legend>
      {shown('BrokerEmailSubmission') ? (
        <Text {...inputField(view, 'BrokerEmailSubmission')} />
      ) : null}
      {amountLocked ? null : amountField === 'LoanAmountSpecific' ? (
        <Currency {...inputField(view, 'LoanAmountSpecific')} whole />
      ) : (
        <Range
          {...bindField(
            view,
            'LoanAmount',
            (raw) => Number(asText(raw)) || AMOUNT_STOPS[0]!,
            (value) => String(value),
          )}
          min={AMOUNT_STOPS[0]!}
          max={AMOUNT_STOPS[AMOUNT_STOPS.length - 1]!}
          options={AMOUNT_STOPS}
          format={formatWholeDollars}
        />
      )}
      {amountLocked || isBroker ? null : (
        <p>
          <button type="button" className="link-button" onClick={actions.toggleSpecificAmount}>
            {state.formState.specifyLoanAmount
              ? step1Copy.sliderToggle
              : step1Copy.specificAmountToggle}
          </button>
        </p>
      )}
      {BROKER_LOAN_AMOUNT_FIELDS.filter(shown).map((name) => (
        <Currency key={name} {...inputField(view, name)} whole />
      ))}
      {shown('BrokerOptInCci') ? (
        <Radio {...textField(view, 'BrokerOptInCci')} options={YES_NO_OPTIONS} inline />
      ) : null}
      {BROKER_INSURANCE_AMOUNT_FIELDS.filter(shown).map((name) => (
        <Currency key={name} {...inputField(view, name)} whole />
      ))}
      {purposeLocked ? null : (
        <>
          <Select
            {...textField(view, 'LoanPurpose')}
            options={loanApplicationConfig.loanPurposeOptions}
          />
          {shown('LoanPurposeOther') ? <Text {...inputField(view, 'LoanPurposeOther')} /> : null}
        </>
      )}
    </fieldset>
  );
}

/** The applicant's names and email (a signed-in customer sees their record's instead). */
function ApplicantSection() {
  const view = useApplicationView();
  return (
    <fieldset className="application-section">
      <legend>
        <h2>{sectionWords(view, 'applicant')}</h2>
      </legend>
      <Select {...inputField(view, 'Title')} options={TITLE_OPTIONS} />
      <Text {...inputField(view, 'FirstName')} />
      <Text {...inputField(view, 'MiddleName')} />
      <Text {...inputField(view, 'LastName')} />
      <Text {...inputField(view, 'Email')} />
    </fieldset>
  );
}

/** Whether a joint applicant applies too, and who they are. */
function JointSection() {
  const view = useApplicationView();
  const shown = shownIn(view);
  if (!shown('JointApplication')) return null;
  return (
    <fieldset className="application-section">
      <legend>
        <h2>{sectionWords(view, 'joint')}</h2>
      </legend>
      <WhyWeAsk topic="joint" about={sectionWords(view, 'joint')} />
      <Radio {...textField(view, 'JointApplication')} options={YES_NO_OPTIONS} inline />
      {shown('JointApplicantFirstName') ? (
        <>
          <Text {...inputField(view, 'JointApplicantFirstName')} />
          <Text {...inputField(view, 'JointApplicantLastName')} />
          <Text {...inputField(view, 'JointApplicantEmail')} />
          <Text {...inputField(view, 'JointApplicantPhoneNumber')} />
        </>
      ) : null}
    </fieldset>
  );
}

/** The privacy policy (read in a modal) and the consents. */
function ConsentsSection() {
  const view = useApplicationView();
  const shown = shownIn(view);
  return (
    <fieldset className="application-section">
      <legend>
        <h2>{sectionWords(view, 'consents')}</h2>
      </legend>
      <p>
        <button
          type="button"
          className="link-button"
          onClick={() => view.actions.openModal('privacy-policy-modal')}
        >
          {copy.privacyPolicyLink}
        </button>
      </p>
      <Checkbox {...checkboxField(view, 'AgreedToPrivacyPolicy')} />
      {shown('AgreedToElectronicCommunication') ? (
        <Checkbox {...checkboxField(view, 'AgreedToElectronicCommunication')} />
      ) : null}
      {shown('BrokerAccuracyConfirmation') ? (
        <Checkbox {...checkboxField(view, 'BrokerAccuracyConfirmation')} />
      ) : null}
    </fieldset>
  );
}

/**
 * A locked amount or purpose, read-only (§4, §6). It is still checked (decision 027) and the
 * server refuses a change to a joint applicant's (decision 055): an error shows on its line, which
 * takes focus like an invalid input.
 */
function LockedValue({ name, children }: { name: string; children: ReactNode }) {
  const error = useApplicationView().state.errors[name];
  return (
    <dd id={name} data-field={name} tabIndex={-1} aria-invalid={error ? true : undefined}>
      {children}
      {error ? (
        <span className="field__error">
          <span className="visually-hidden">Error: </span>
          {error}
        </span>
      ) : null}
    </dd>
  );
}

/**
 * A joint applicant's link whose related-id names no open invitation (decision 055): said once
 * the page is ready (never over a restored application), while the application goes on as an
 * ordinary one. A save the server refused for its invitation (opened twice, say) says why here.
 */
function InvitationNotice() {
  const { state } = useApplicationView();
  const problem = state.status === 'ready' && !state.resumed ? state.invitationProblem : null;
  const notice = problem ? step1Copy.jointInvitation[problem] : null;
  const error = state.errors.RelatedApplicationId;
  return (
    <div role="status" className={notice || error ? 'application-notice' : undefined}>
      {notice ? (
        <>
          <h2>{notice.heading}</h2>
          <p>{notice.body}</p>
        </>
      ) : null}
      {error ? (
        <p
          id="RelatedApplicationId"
          data-field="RelatedApplicationId"
          tabIndex={-1}
          aria-invalid
          className="field__error"
        >
          <span className="visually-hidden">Error: </span>
          {error}
        </p>
      ) : null}
    </div>
  );
}
