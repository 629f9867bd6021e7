/** The complaints register's fixed lists (issue 32); no imports, so the public form stays light. */
export const COMPLAINT_CATEGORIES = [
  'personal-loan',
  'car-loan',
  'debt-consolidation',
  'application',
  'service',
  'other',
] as const;
export type ComplaintCategory = (typeof COMPLAINT_CATEGORIES)[number];

export const COMPLAINT_STATES = [
  'received',
  'acknowledged',
  'investigating',
  'resolved',
  'deadlocked',
] as const;
export type ComplaintState = (typeof COMPLAINT_STATES)[number];

export const COMPLAINT_OUTCOMES = ['upheld', 'partly-upheld', 'not-upheld'] as const;
export type ComplaintOutcome = (typeof COMPLAINT_OUTCOMES)[number];

/** The letters the register sends; the scheme's letter is the job's (past the configured time). */
export const COMPLAINT_LETTERS = [
  'acknowledgement',
  'resolution',
  'deadlock',
  'scheme-open',
] as const;
export type ComplaintLetterKind = (typeof COMPLAINT_LETTERS)[number];
