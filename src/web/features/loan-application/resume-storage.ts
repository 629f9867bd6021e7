/**
 * What the browser keeps between page loads: only the application's Token and Guid (loan-application
 * §3, architecture "Data": no personal data in browser storage). Kept in sessionStorage so a
 * shared computer does not hand the application to the next person once the tab is closed.
 */
const RESUME_KEY = 'loanApplication.resume';

export interface ResumeKeys {
  Token: string;
  Guid: string;
}

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined; // storage blocked by the browser's privacy settings: resume is simply unavailable
  }
}

export function readResumeKeys(): ResumeKeys | undefined {
  const raw = storage()?.getItem(RESUME_KEY);
  if (!raw) return undefined;
  try {
    const parsed = JSON.parse(raw) as Partial<ResumeKeys>;
    return typeof parsed.Token === 'string' &&
      typeof parsed.Guid === 'string' &&
      parsed.Token &&
      parsed.Guid
      ? { Token: parsed.Token, Guid: parsed.Guid }
      : undefined;
  } catch {
    return undefined;
  }
}

export function writeResumeKeys(keys: ResumeKeys): void {
  storage()?.setItem(RESUME_KEY, JSON.stringify({ Token: keys.Token, Guid: keys.Guid }));
}

export function clearResumeKeys(): void {
  storage()?.removeItem(RESUME_KEY);
}

/**
 * Values the loan calculator leaves for the application (loan-application §9): amount, term,
 * interest, repayments and a default preferred branch. Read once, then cleared. The calculator
 * writes them as one JSON object under this key.
 */
export const CALCULATOR_HANDOFF_KEY = 'loanApplication.calculator';

export interface CalculatorHandoff {
  amount?: number;
  term?: number;
  interest?: number;
  repaymentW?: number;
  repaymentF?: number;
  repaymentM?: number;
  preferredBranch?: string;
}

export function takeCalculatorHandoff(): CalculatorHandoff | undefined {
  const store = storage();
  const raw = store?.getItem(CALCULATOR_HANDOFF_KEY);
  if (raw == null) return undefined;
  store?.removeItem(CALCULATOR_HANDOFF_KEY);
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') return undefined;
    const out: CalculatorHandoff = {};
    for (const key of [
      'amount',
      'term',
      'interest',
      'repaymentW',
      'repaymentF',
      'repaymentM',
    ] as const) {
      const value = (parsed as Record<string, unknown>)[key];
      if (typeof value === 'number' && Number.isFinite(value)) out[key] = value;
    }
    const branch = (parsed as Record<string, unknown>).preferredBranch;
    if (typeof branch === 'string' && branch.length <= 100) out.preferredBranch = branch;
    return out;
  } catch {
    return undefined;
  }
}
