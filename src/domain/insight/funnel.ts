/**
 * The funnel's shape (issue 22 "The funnel"): its stages in order, and the report the server
 * answers and the insight pages draw. A stage's drop-off is over the journeys that reached it
 * (Formbricks: a branch only its applicants see is not diluted by those who never saw it).
 */
import { inertCsvCell } from '../csv.ts';
import type { Branch } from './events.ts';
import { BRANCHES } from './events.ts';

export const FUNNEL_STEPS = [1, 2, 3, 4] as const;

export type StageId =
  | 'started'
  | `step-${1 | 2 | 3 | 4}-viewed`
  | `step-${1 | 2 | 3 | 4}-saved`
  | `branch-${Branch}`
  | 'submitted'
  | 'decided'
  | 'approved';

export const STAGE_LABELS: Readonly<Record<StageId, string>> = {
  started: 'Started',
  'step-1-viewed': 'Step 1 viewed',
  'step-1-saved': 'Step 1 saved',
  'step-2-viewed': 'Step 2 viewed',
  'step-2-saved': 'Step 2 saved',
  'step-3-viewed': 'Step 3 viewed',
  'step-3-saved': 'Step 3 saved',
  'step-4-viewed': 'Step 4 viewed',
  'step-4-saved': 'Step 4 saved',
  'branch-joint-applicant': 'Joint applicant answered',
  'branch-previous-address': 'Previous address answered',
  'branch-previous-employment': 'Previous employment answered',
  submitted: 'Submitted',
  decided: 'Decided',
  approved: 'Approved',
};

/** The main line of the funnel, in order; each branch is reported beside it. */
export const MAIN_STAGES: readonly StageId[] = [
  'started',
  'step-1-viewed',
  'step-1-saved',
  'step-2-viewed',
  'step-2-saved',
  'step-3-viewed',
  'step-3-saved',
  'step-4-viewed',
  'step-4-saved',
  'submitted',
  'decided',
  'approved',
];
export const BRANCH_STAGES: readonly StageId[] = BRANCHES.map(
  (branch) => `branch-${branch}` as const,
);

export const BREAKDOWNS = ['source', 'referrer', 'device', 'channel'] as const;

/** The longest date range a report covers, in days. */
export const MAX_RANGE_DAYS = 366;
export type Breakdown = (typeof BREAKDOWNS)[number];

export interface InsightFilters {
  /** First and last day (NZ), yyyy-mm-dd, both included. */
  from: string;
  to: string;
  source?: string | undefined;
  referrer?: string | undefined;
  device?: string | undefined;
  channel?: string | undefined;
}

export interface StageRow {
  stage: StageId;
  label: string;
  /** Journeys that reached the stage. */
  reached: number;
  /** reached / the previous main stage's reached (null for the first or when it had none). */
  conversion: number | null;
  /** Of those who reached it, the share that went no further (null at the end of the line). */
  dropOff: number | null;
}

export interface StepTime {
  step: 1 | 2 | 3 | 4;
  /** Journeys with both a view and a save of the step. */
  journeys: number;
  medianSeconds: number | null;
  p90Seconds: number | null;
}

export interface DayRow {
  day: string;
  started: number;
  submitted: number;
  decided: number;
  approved: number;
}

export interface BreakdownRow {
  value: string;
  started: number;
  submitted: number;
  approved: number;
}

export interface FieldRow {
  field: string;
  failures: number;
  /** Failures by error kind. */
  kinds: Record<string, number>;
  /** Journeys that left (never submitted) with this the last field they touched. */
  lastTouched: number;
}

export interface FunnelReport {
  filters: InsightFilters;
  stages: StageRow[];
  branches: StageRow[];
  stepTimes: StepTime[];
  days: DayRow[];
  breakdowns: Record<Breakdown, BreakdownRow[]>;
}

/** The funnel as the staff's API answers it: the report and when the roll-up last ran (ISO). */
export type FunnelAnswer = FunnelReport & { rolledUpTo: string | null };

/** Conversion and drop-off from the counts: one rule for the server, the pages and the tests. */
export function stageRows(
  reached: Readonly<Record<StageId, number>>,
  branchNext: Readonly<Record<string, number>>,
): { stages: StageRow[]; branches: StageRow[] } {
  const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : null);
  const stages = MAIN_STAGES.map((stage, index): StageRow => {
    const previous = index > 0 ? MAIN_STAGES[index - 1]! : null;
    const next = MAIN_STAGES[index + 1];
    return {
      stage,
      label: STAGE_LABELS[stage],
      reached: reached[stage],
      conversion: previous ? ratio(reached[stage], reached[previous]) : null,
      dropOff: next ? ratio(reached[stage] - reached[next], reached[stage]) : null,
    };
  });
  const branches = BRANCH_STAGES.map((stage): StageRow => ({
    stage,
    label: STAGE_LABELS[stage],
    reached: reached[stage],
    conversion: null,
    dropOff: ratio(reached[stage] - (branchNext[stage] ?? 0), reached[stage]),
  }));
  return { stages, branches };
}

/** A report's table as CSV (RFC 4180 quoting, formulas made inert), for the pages' downloads. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly unknown[]>): string {
  const cell = (value: unknown) => {
    const text = value === null || value === undefined ? '' : inertCsvCell(String(value));
    return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}
