import { useState } from 'react';
import { applicationCopy } from '#content/loan-application-copy.ts';
import { bankLinkCopy } from '#content/tools-forms.ts';
import {
  bankLinkOrigin,
  widgetFrameSource,
  type BankLinkPageData,
} from '#domain/bank-link/bank-link.ts';
import { usePageData } from '#web/app/page-context.tsx';
import { BankLink } from '#web/widgets/bank-link/bank-link.tsx';
import { sendBankLinkLog } from '#web/widgets/bank-link/bank-link-log.ts';

const copy = applicationCopy.success.bankStatements;

/**
 * The confirmation page's bank-statement widget (loan-application §1 "a bank-statement (income
 * verification) widget"; site-and-tools §7 "-webid:{reference}"): the bank link for this
 * application, its messages logged when logging is enabled.
 */
export function ConfirmationBankLink({ token }: { token: string }) {
  const config = usePageData<BankLinkPageData>('bankLink');
  const [value, setValue] = useState('');
  if (!config) return null;
  const origin =
    typeof window === 'undefined' ? '' : bankLinkOrigin(config, window.location.origin);
  return (
    <section
      className="application-success__bank-statements"
      aria-labelledby="bank-statements-heading"
    >
      <h2 id="bank-statements-heading">{copy.heading}</h2>
      <p>{copy.body}</p>
      <BankLink
        name="BankStatements"
        label={bankLinkCopy.label}
        hint={bankLinkCopy.hint}
        src={widgetFrameSource(config, token)}
        origin={origin}
        finishedMessage={bankLinkCopy.finished}
        value={value}
        onChange={setValue}
        required
        {...(config.logEnabled
          ? { onRawMessage: (data: unknown) => sendBankLinkLog(token, origin, data) }
          : {})}
      />
    </section>
  );
}
