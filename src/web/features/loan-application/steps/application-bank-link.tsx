import {
  bankLinkOrigin,
  widgetFrameSource,
  type BankLinkPageData,
} from '#domain/bank-link/bank-link.ts';
import { BankLink, type BankLinkProps } from '#web/widgets/bank-link/bank-link.tsx';
import { sendBankLinkLog } from '#web/widgets/bank-link/bank-link-log.ts';

export interface ApplicationBankLinkProps extends Omit<
  BankLinkProps,
  'src' | 'origin' | 'onRawMessage'
> {
  /** The application's token: the reference the bank link files the statements under. */
  token: string;
  /** The root page data's `bankLink` (docs/decisions/034). */
  config: BankLinkPageData;
}

/**
 * The bank link of one application (site-and-tools §7 "For the widget it is '-webid:{reference}'"),
 * each of its messages logged with the application when logging is enabled (§7 POST
 * /api/illion/log). The confirmation page's widget and a broker's step 4 (loan-application §4)
 * both open it, so the statements of an application land under one reference.
 */
export function ApplicationBankLink({ token, config, ...widget }: ApplicationBankLinkProps) {
  const origin =
    typeof window === 'undefined' ? '' : bankLinkOrigin(config, window.location.origin);
  return (
    <BankLink
      {...widget}
      src={widgetFrameSource(config, token)}
      origin={origin}
      {...(config.logEnabled
        ? { onRawMessage: (data: unknown) => sendBankLinkLog(token, origin, data) }
        : {})}
    />
  );
}
