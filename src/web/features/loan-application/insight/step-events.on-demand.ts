/**
 * Funnel insight's step events from the browser (issue 22, decision 084): `step_viewed` as a step
 * shows and `step_left` with the last field touched when the applicant leaves it unsaved. Each
 * blocked submit's failures are counted by field and error kind (never a value) and go with the
 * step's leaving beacon, or as `validation_failed` when the step saved (issue 34 finding 1). Sent as
 * beacons (sendBeacon, else a keepalive post on the one client, decision 163): never waited for, never in a navigation's way, and
 * a lost one costs the applicant nothing. Loaded on demand: the steps are at their script budget.
 */
import type { InsightEventBody } from '#domain/contracts/insight.ts';
// The steps' own calls, not the whole wire table (docs/decisions/157).
import { APPLICATION_CALLS as API } from '#domain/contracts/application-calls.ts';
import { callApi } from '#web/api/call.ts';
import {
  MAX_FAILURE_COUNT,
  MAX_FAILURES_PER_BEACON,
  type EntryFacts,
  type FailureCount,
} from '#domain/insight/events.ts';
import type { ErrorKind } from '#domain/validation/types.ts';

const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_.]{0,79}$/;

/**
 * The visit's random id, for the events before the first save gives them the application's
 * Token. In this module's memory only: no cookie, no storage, gone with the tab; not derived from
 * anything about the person.
 */
let visitId: string | undefined;
function visit(): string {
  if (!visitId) {
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    visitId = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  }
  return visitId;
}

/**
 * Where the visitor came from, as the tab's first page saw it: the navigation entry keeps the
 * address the tab loaded (with its utm parameters, which the steps drop as they move on), and
 * document.referrer the referring page, of which only the host is sent.
 */
function entryFacts(): EntryFacts | undefined {
  const [navigation] = performance.getEntriesByType?.('navigation') ?? [];
  const first = new URL(navigation?.name ?? window.location.href, window.location.href);
  const utmSource = first.searchParams.get('utm_source')?.slice(0, 100);
  const utmMedium = first.searchParams.get('utm_medium')?.slice(0, 100);
  let referrerHost: string | undefined;
  try {
    referrerHost = document.referrer ? new URL(document.referrer).hostname : undefined;
  } catch {
    referrerHost = undefined;
  }
  const facts: EntryFacts = {
    ...(utmSource && { utmSource }),
    ...(utmMedium && { utmMedium }),
    ...(referrerHost && { referrerHost }),
  };
  return Object.keys(facts).length > 0 ? facts : undefined;
}

/** The failures counted and not yet sent, by step, then `field kind`. In memory only. */
const pending = new Map<number, Map<string, FailureCount>>();

/** Counts a blocked submit's failures (field name → error kind) for the step's next beacon. */
export function countFailures(step: number, failures: Readonly<Record<string, ErrorKind>>): void {
  const counts = pending.get(step) ?? new Map<string, FailureCount>();
  pending.set(step, counts);
  for (const [field, kind] of Object.entries(failures)) {
    if (!FIELD_NAME.test(field)) continue;
    const key = `${field} ${kind}`;
    const found = counts.get(key);
    if (found) found.count = Math.min(MAX_FAILURE_COUNT, found.count + 1);
    else if (counts.size < MAX_FAILURES_PER_BEACON) counts.set(key, { field, kind, count: 1 });
  }
}

function takeFailures(step: number): FailureCount[] {
  const counts = pending.get(step);
  pending.delete(step);
  return counts ? [...counts.values()] : [];
}

function send(body: InsightEventBody): void {
  try {
    const blob = new Blob([JSON.stringify(body)], { type: 'application/json' });
    if (navigator.sendBeacon?.(API.insightEvent.path, blob)) return;
  } catch {
    // No beacon here: the one client's keepalive post below.
  }
  void callApi(API.insightEvent, { body, init: { keepalive: true } });
}

/** What the step's events read of the application: its Token and whether this step saved. */
interface ApplicationFacts {
  token: string | null;
  version: number | null;
  status: 'initial' | 'ready';
}
export interface WatchedStep {
  step: 1 | 2 | 3 | 4;
  store: {
    getState(): ApplicationFacts;
    subscribe(listener: () => void): () => void;
  };
}

/**
 * Sends the step's view now, and its leaving (with the last field focused) when the page is
 * hidden or the step goes away without a save. Returns the stop for the step page's unmount.
 */
export function watchStep({ step, store }: WatchedStep): () => void {
  // A save of this step gives the page a new version; restoring the application (status from
  // initial to ready) is no save.
  let before = store.getState();
  let saved = false;
  const unsubscribe = store.subscribe(() => {
    const now = store.getState();
    if (before.status === 'ready' && now.version !== before.version) saved = true;
    before = now;
  });
  let lastField: string | undefined;
  let leftWith: string | null | undefined;
  const common = () => {
    const { token } = store.getState();
    return {
      visitId: visit(),
      step,
      viewportWidth: Math.max(1, Math.round(window.innerWidth)),
      ...(token && { token }),
      ...(entry && { entry }),
    };
  };
  const entry = entryFacts();
  send({ name: 'step_viewed', ...common() });

  const left = () => {
    const failures = takeFailures(step);
    // Once per field: hiding the tab twice on the same field says nothing new.
    if (!saved && leftWith !== (lastField ?? null)) {
      leftWith = lastField ?? null;
      send({
        name: 'step_left',
        ...common(),
        ...(lastField && { field: lastField }),
        ...(failures.length > 0 && { failures }),
      });
    } else if (failures.length > 0) send({ name: 'validation_failed', ...common(), failures });
  };
  const focused = (event: FocusEvent) => {
    const name = (event.target as { name?: unknown } | null)?.name;
    if (typeof name === 'string' && FIELD_NAME.test(name)) lastField = name;
  };
  const hidden = () => {
    if (document.visibilityState === 'hidden') left();
  };
  document.addEventListener('focusin', focused);
  document.addEventListener('visibilitychange', hidden);
  return () => {
    unsubscribe();
    document.removeEventListener('focusin', focused);
    document.removeEventListener('visibilitychange', hidden);
    left();
  };
}
