import {
  CALCULATOR_HANDOFF_FIELDS,
  CALCULATOR_STORAGE_KEYS,
  type CalculatorHandoff as CalculatorFigures,
} from '#domain/calculator/handoff.ts';

/**
 * What the application leaves in browser storage: only the calculator's hand-off, read once and
 * cleared. The application in progress is the server-side session's (decision 059): no Token,
 * Guid or other key is kept where a script could read it.
 */
function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined; // storage blocked by the browser's privacy settings: no hand-off
  }
}

/**
 * The default preferred branch a page leaves for the application (loan-application §9), as JSON
 * `{ "preferredBranch": "<branch id>" }` in session storage. Read once, then cleared.
 */
export const CALCULATOR_HANDOFF_KEY = 'loanApplication.calculator';

export interface CalculatorHandoff extends CalculatorFigures {
  preferredBranch?: string;
}

function local(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * What the calculator left for the application (loan-application §9): its six figures from the
 * calculator-* local-storage keys (site-and-tools §3) and the default preferred branch. Each is
 * read once, then cleared; a value that is not a number is dropped.
 */
export function takeCalculatorHandoff(): CalculatorHandoff | undefined {
  const figures = takeCalculatorFigures();
  const branch = takePreferredBranch();
  if (!figures && branch === undefined) return undefined;
  return { ...figures, ...(branch === undefined ? {} : { preferredBranch: branch }) };
}

function takeCalculatorFigures(): CalculatorFigures | undefined {
  const store = local();
  if (!store) return undefined;
  let found = false;
  const out: CalculatorFigures = {};
  for (const field of CALCULATOR_HANDOFF_FIELDS) {
    const key = CALCULATOR_STORAGE_KEYS[field];
    const raw = store.getItem(key);
    if (raw === null) continue;
    found = true;
    store.removeItem(key);
    const value = raw.trim() === '' ? NaN : Number(raw);
    if (Number.isFinite(value)) out[field] = value;
  }
  return found ? out : undefined;
}

function takePreferredBranch(): string | undefined {
  const store = storage();
  const raw = store?.getItem(CALCULATOR_HANDOFF_KEY);
  if (raw == null) return undefined;
  store?.removeItem(CALCULATOR_HANDOFF_KEY);
  try {
    const branch = (JSON.parse(raw) as Record<string, unknown> | null)?.preferredBranch;
    return typeof branch === 'string' && branch.length <= 100 ? branch : undefined;
  } catch {
    return undefined;
  }
}
