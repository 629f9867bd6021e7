import { Suspense } from 'react';
import { step4Copy } from '#content/loan-application-step-4-copy.ts';
import { ChunkErrorBoundary } from '#web/site/on-demand/chunk-error-boundary.tsx';
import { lazyChunk } from '#web/site/on-demand/load-chunk.ts';
import { Field } from '#web/widgets/field/field.tsx';
import { useApplicationView } from '../state/application-context.tsx';
import { textField } from './field-binding.ts';

// Only a broker who answers Yes sees the bank link (loan-application §4): the widget loads then,
// not with step 4 (docs/decisions/028, "*.on-demand" modules; the steps' budget is nearly full).
const Loaded = lazyChunk('bank-statement', async () => ({
  default: (await import('./bank-statement.on-demand.tsx')).BankStatement,
}));

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
      <p className="bank-statement__loading">{step4Copy.brokerBankStatements.loading}</p>
      <input type="hidden" name={name} value={value} />
    </Field>
  );
  return (
    <ChunkErrorBoundary>
      <Suspense fallback={waiting}>
        <Loaded />
      </Suspense>
    </ChunkErrorBoundary>
  );
}
