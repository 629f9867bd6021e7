import { Suspense, lazy } from 'react';
import { applicationCopy } from '#content/loan-application-copy.ts';
import { Field } from '#web/widgets/field/field.tsx';
import { useApplicationView } from './application-context.tsx';
import { textField } from './field-binding.ts';

// Only a broker who answers Yes sees the bank link (loan-application §4): the widget loads then,
// not with step 4 (docs/decisions/028, "*.on-demand" modules; the steps' budget is nearly full).
const Loaded = lazy(() =>
  import('./bank-statement.on-demand.tsx').then((module) => ({ default: module.BankStatement })),
);

/**
 * The broker's bank-statement frame on step 4 (loan-application §3 BrokerIllionIframe, §4 "the
 * broker document id and embedded frame depend on the broker switch"). Until its code has loaded
 * the field shows its label and says the bank link is opening, so the page does not jump.
 */
export function BankStatementField() {
  const view = useApplicationView();
  const { id, name, label, hint, error, required, value } = textField(view, 'BrokerIllionIframe');
  const waiting = (
    <Field id={id} label={label} hint={hint} error={error} required={required} group>
      <p className="bank-statement__loading">{applicationCopy.brokerBankStatements.loading}</p>
      <input type="hidden" name={name} value={value} />
    </Field>
  );
  return (
    <Suspense fallback={waiting}>
      <Loaded />
    </Suspense>
  );
}
