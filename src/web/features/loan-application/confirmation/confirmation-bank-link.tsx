import { useState } from 'react';
import { successCopy } from '#content/loan-application-success-copy.ts';
import { bankLinkCopy } from '#content/tools-forms.ts';
import { usePageData } from '#web/app/page-context.tsx';
import { ApplicationBankLink } from '../steps/application-bank-link.tsx';

const copy = successCopy.bankStatements;

/**
 * The confirmation page's bank-statement widget (loan-application §1 "a bank-statement (income
 * verification) widget"): the bank link for this application.
 */
export function ConfirmationBankLink({ token }: { token: string }) {
  const config = usePageData('bankLink');
  const [value, setValue] = useState('');
  if (!config) return null;
  return (
    <section
      className="application-success__bank-statements"
      aria-labelledby="bank-statements-heading"
    >
      <h2 id="bank-statements-heading">{copy.heading}</h2>
      <p>{copy.body}</p>
      <ApplicationBankLink
        token={token}
        config={config}
        name="BankStatements"
        label={bankLinkCopy.label}
        hint={bankLinkCopy.hint}
        finishedMessage={bankLinkCopy.finished}
        value={value}
        onChange={setValue}
        required
      />
    </section>
  );
}
