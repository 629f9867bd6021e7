// Loaded on demand (docs/decisions/028): only a signed-in customer's steps show these summaries.
// Every step's words: a customer's summary names fields of steps 2 to 4 (decision 115).
import { applicationFieldsCopy } from '#content/loan-application-fields-copy.ts';
import { customerSummaryCopy as words } from '#content/customer-summary-copy.ts';
import { formatAddressSummary, readAddressValue } from '#domain/address/index.ts';
import {
  CUSTOMER_SUMMARY_FIELDS,
  formatNewZealandDate,
  tryParseDate,
  type CustomerLockSection,
} from '#domain/loan-application/browser.ts';
import { useApplicationView, type ApplicationView } from '../state/application-context.tsx';
import { asText } from '#domain/validation/text-value.ts';
import { isShown, pageRules } from '../state/rules.ts';

const copy = applicationFieldsCopy;
type FieldName = keyof typeof copy.fields;
const DURATION_YEAR = /^(.*)(Year)$/;

/** A field's answer as the summary shows it; Unknown when the record has none (§2 step 1). */
function answer(view: ApplicationView, name: string): string {
  const raw = view.state.values[name];
  if (name === 'Address') {
    const address = readAddressValue(raw ?? {});
    return (address && formatAddressSummary(address)) || words.unknown;
  }
  const date = name === 'DateOfBirth' ? tryParseDate(raw) : null;
  if (date) return formatNewZealandDate(date);
  return asText(raw).trim() || words.unknown;
}

function SummaryRow({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** Step 1's read-only details of a signed-in customer: name, email, contact, date of birth, gender (§2). */
function CustomerDetails() {
  const view = useApplicationView();
  const name = ['Title', 'FirstName', 'MiddleName', 'LastName']
    .map((field) => asText(view.state.values[field]).trim())
    .filter(Boolean)
    .join(' ');
  return (
    <section className="application-summary" aria-labelledby="customer-details-heading">
      <h2 id="customer-details-heading">{words.heading}</h2>
      <dl>
        <SummaryRow label={words.name} value={name || words.unknown} />
        {CUSTOMER_SUMMARY_FIELDS.map((field) => (
          <SummaryRow key={field} label={copy.fields[field].label} value={answer(view, field)} />
        ))}
      </dl>
    </section>
  );
}

/**
 * A locked section's summary (§4 "Step locks"): the record's answers read-only with Add (the
 * record lacks a required answer) or Change (it is complete).
 */
function LockedSummary({
  section,
  onUnlock,
}: {
  section: CustomerLockSection;
  onUnlock: () => void;
}) {
  const view = useApplicationView();
  const heading = words.sections[section];
  const action = pageRules().isLockSectionComplete(section, view.context)
    ? words.change
    : words.add;
  const rows = pageRules()
    .lockSectionFieldNames(section)
    .filter((name) => isShown(name, view.context) && !name.endsWith('Month'));
  const id = `locked-${section}-heading`;
  return (
    <section className="application-summary" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <dl>
        {rows.map((name) => {
          const duration = DURATION_YEAR.exec(name);
          const label = copy.fields[(duration ? duration[1] : name) as FieldName].label;
          const value =
            duration && asText(view.state.values[name]) !== ''
              ? `${answer(view, name)} ${words.years}, ${answer(view, `${duration[1]}Month`)} ${words.months}`
              : answer(view, name);
          return <SummaryRow key={name} label={label} value={value} />;
        })}
      </dl>
      <button type="button" className="button" onClick={onUnlock}>
        {action} <span className="visually-hidden">{heading}</span>
      </button>
    </section>
  );
}

/** A signed-in customer's link back to the portal (§2; on step 4 only when configured). */
function PortalLink({ step }: { step: number }) {
  const { href, label, onFinalStep } = words.portalLink;
  return step < 4 || onFinalStep ? (
    <p className="application__portal-link">
      <a href={href}>{label}</a>
    </p>
  ) : null;
}

export type CustomerPartProps =
  | { part: 'details' }
  | { part: 'portal'; step: number }
  | { part: 'locked'; section: CustomerLockSection; onUnlock: () => void };

/** The part of a signed-in customer's steps asked for (one on-demand module for all of them). */
export default function CustomerPart(props: CustomerPartProps) {
  switch (props.part) {
    case 'details':
      return <CustomerDetails />;
    case 'portal':
      return <PortalLink step={props.step} />;
    case 'locked':
      return <LockedSummary section={props.section} onUnlock={props.onUnlock} />;
  }
}
