/**
 * The bank link (illion multibank): where its iframe points, the messages it posts and the value
 * the bank-link widget keeps (site-and-tools §3 "Bank statements form", §4 "Bank-link widget",
 * §7 "The bank-link iframe source"). The sandbox (src/server/bank-link) speaks the same messages.
 */

/** What the browser needs to open the bank link: the iframe's base URL and our account code. */
export interface BankLinkConfig {
  /** multibankUrl: absolute, or a path on our own origin (the sandbox). */
  multibankUrl: string;
  accountCode: string;
}

// spec: site-and-tools §7 "multibankUrl + account code + '-customer:{customer}' or '-application:{application}_customer:{customer}'"
export function bankStatementsFrameSource(
  config: BankLinkConfig,
  numbers: { customer: string; application?: string | undefined },
): string {
  const suffix = numbers.application
    ? `-application:${numbers.application}_customer:${numbers.customer}`
    : `-customer:${numbers.customer}`;
  return `${config.multibankUrl}${config.accountCode}${suffix}`;
}

// spec: site-and-tools §3 "The reference is the account code + '-webid:' + the application reference"
export function bankLinkReference(accountCode: string, appReference: string): string {
  return `${accountCode}-webid:${appReference}`;
}

// spec: site-and-tools §7 "For the widget it is '-webid:{reference}'"
export function widgetFrameSource(config: BankLinkConfig, appReference: string): string {
  return `${config.multibankUrl}${bankLinkReference(config.accountCode, appReference)}`;
}

/** The root page data's `bankLink`: the configuration and whether the widget logs its messages. */
export interface BankLinkPageData extends BankLinkConfig {
  logEnabled: boolean;
}

/** The origin whose messages are trusted (§7 "Only messages from the bank-link origin are trusted"). */
export function bankLinkOrigin(config: BankLinkConfig, pageOrigin: string): string {
  return new URL(config.multibankUrl, pageOrigin).origin;
}

// spec: site-and-tools §4 "Bank-link widget" (the events the widget acts on)
export const BANK_LINK_EVENTS = ['submission_complete', 'submit_all'] as const;
export type BankLinkEvent = (typeof BANK_LINK_EVENTS)[number];

/** A message the bank link posts to the page. */
export interface BankLinkMessage {
  event: BankLinkEvent;
  success: boolean;
  /** submission_complete: the statement's status and reference. */
  status?: string;
  reference?: string;
}

/** One entry of the widget's value (§3 "a list of entries, each with status and reference"). */
export interface BankLinkEntry {
  status: string;
  reference: string;
}

/**
 * Whether a message is the frame sizer's (decision 100), not the bank link's: open-iframe-resizer's
 * `{ type: 'iframe-resized' }` and the iframe-resizer child script's "[iFrameSizer]" strings. The
 * bank-link log (§7) leaves them out: a provider's frame reports its height many times while it
 * lays out, and the log route's rate limit would otherwise be spent before submission_complete
 * and submit_all arrive (issue 33 finding 4).
 */
export function isFrameSizingMessage(data: unknown): boolean {
  if (typeof data === 'string') return data.startsWith('[iFrameSizer]');
  return (
    typeof data === 'object' &&
    data !== null &&
    typeof (data as { type?: unknown }).type === 'string' &&
    (data as { type: string }).type.startsWith('iframe-')
  );
}

/** A posted message as ours, or null for anything else (another script's message, a malformed one). */
export function readBankLinkMessage(data: unknown): BankLinkMessage | null {
  const parsed: unknown = typeof data === 'string' ? parseJson(data) : data;
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { event, success, status, reference } = parsed as Record<string, unknown>;
  if (!(BANK_LINK_EVENTS as readonly unknown[]).includes(event)) return null;
  if (typeof success !== 'boolean') return null;
  return {
    event: event as BankLinkEvent,
    success,
    ...(typeof status === 'string' ? { status } : {}),
    ...(typeof reference === 'string' ? { reference } : {}),
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** submission_complete with success adds the entry, or replaces the one with its reference (§4). */
export function withEntry(
  entries: readonly BankLinkEntry[],
  entry: BankLinkEntry,
): BankLinkEntry[] {
  return [...entries.filter((existing) => existing.reference !== entry.reference), entry];
}

/** The widget's value as posted: a JSON string (§3 "The value is posted as a JSON string"). */
export function readBankLinkValue(value: unknown): BankLinkEntry[] {
  const parsed = typeof value === 'string' && value !== '' ? parseJson(value) : [];
  if (!Array.isArray(parsed)) return [];
  return parsed.filter(
    (item): item is BankLinkEntry =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as BankLinkEntry).status === 'string' &&
      typeof (item as BankLinkEntry).reference === 'string',
  );
}

/** The widget's entries as JSON: one entry is about 100 characters, so room for dozens. */
export const BANK_STATEMENT_VALUE_MAX_LENGTH = 4000;

/**
 * The widget's value as a rule reads it (§3 "a list of entries, each with status and reference",
 * posted as a JSON string; '' until the visitor finishes, §4 "required until finished"): a
 * statement was sent when it holds at least one entry. Anything else asks again.
 */
export const bankStatementSent = (value: unknown): 'invalid' | null =>
  readBankLinkValue(value).length > 0 ? null : 'invalid';

/**
 * The frame sized to its content (spec: site-and-tools §9 "Iframe resizer defaults: 32 ms
 * interval, 5 s warning timeout"; decision 100). The interval is the provider's child script's
 * (iframe-resizer's default), which the sandbox needs not: it is measured as it changes.
 */
export const BANK_LINK_RESIZE = { intervalMs: 32, warningTimeoutMs: 5_000 } as const;
