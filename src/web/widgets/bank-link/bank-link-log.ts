import { API } from '#domain/contracts/wire.ts';

/**
 * Sends one message event of the bank link to POST /api/illion/log (site-and-tools §7: "JSON of
 * each message event from the bank-link iframe plus appId", only when logging is enabled). A lost
 * log line is not the visitor's problem: failures are ignored.
 */
export function sendBankLinkLog(appId: string, origin: string, data: unknown): void {
  void fetch(API.bankLinkLog.path, {
    method: API.bankLinkLog.method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ appId, origin, data }),
    keepalive: true,
  }).catch(() => undefined);
}
