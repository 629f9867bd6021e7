import { API } from '#domain/contracts/wire.ts';
import { callApi } from '#web/api/call.ts';

/**
 * Sends one message event of the bank link to POST /api/illion/log (site-and-tools §7: "JSON of
 * each message event from the bank-link iframe plus appId", only when logging is enabled), as a
 * post that outlives the page. A lost log line is not the visitor's problem: failures are ignored.
 */
export function sendBankLinkLog(appId: string, origin: string, data: unknown): void {
  void callApi(API.bankLinkLog, { body: { appId, origin, data }, init: { keepalive: true } });
}
