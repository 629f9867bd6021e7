import { useEffect } from 'react';
import { step4Copy } from '#content/loan-application-step-4-copy.ts';
import { bankLinkReference } from '#domain/bank-link/bank-link.ts';
import { usePageData } from '#web/app/page-context.tsx';
import { ApplicationBankLink } from './application-bank-link.tsx';
import { useApplicationView } from '../state/application-context.tsx';
import { textField } from './field-binding.ts';

/**
 * The loaded widget of BankStatementField (bank-statement-field.tsx): this application's bank
 * link, and its reference as BrokerIllionDocumentId while the frame shows (loan-application §3,
 * §4). The server derives the document id again on save; the page keeps it so the saved form
 * holds what the broker's page showed.
 */
export function BankStatement() {
  const view = useApplicationView();
  const config = usePageData('bankLink');
  const { token } = view.state;
  const documentId = config && token ? bankLinkReference(config.accountCode, token) : null;
  const { change } = view.actions;
  const current = view.state.values.BrokerIllionDocumentId;
  useEffect(() => {
    if (documentId !== null && current !== documentId) change('BrokerIllionDocumentId', documentId);
  }, [change, current, documentId]);
  // Step 4 is reached only after saves, so the application has its token by now.
  if (!config || !token) return null;
  return (
    <ApplicationBankLink
      {...textField(view, 'BrokerIllionIframe')}
      token={token}
      config={config}
      finishedMessage={step4Copy.brokerBankStatements.finished}
    />
  );
}
