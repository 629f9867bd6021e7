import { BREAKDOWNS, toCsv, type FieldRow, type FunnelReport } from '#domain/insight/funnel.ts';
import type { InsightQuery } from '#domain/contracts/insight.ts';

const share = (value: number | null) => (value === null ? '' : value.toFixed(4));

/** One table of the funnel report as CSV: the same numbers as the page's accessible table. */
export function funnelCsv(report: FunnelReport, table: InsightQuery['table'] = 'stages'): string {
  switch (table) {
    case 'stages':
    case 'branches':
      return toCsv(
        ['stage', 'reached', 'conversion', 'drop_off'],
        report[table].map((row) => [
          row.label,
          row.reached,
          share(row.conversion),
          share(row.dropOff),
        ]),
      );
    case 'days':
      return toCsv(
        ['day', 'started', 'submitted', 'decided', 'approved'],
        report.days.map((row) => [row.day, row.started, row.submitted, row.decided, row.approved]),
      );
    case 'times':
      return toCsv(
        ['step', 'journeys', 'median_seconds', 'p90_seconds'],
        report.stepTimes.map((row) => [row.step, row.journeys, row.medianSeconds, row.p90Seconds]),
      );
    default: {
      const dimension = BREAKDOWNS.find((name) => name === table)!;
      return toCsv(
        [dimension, 'started', 'submitted', 'approved'],
        report.breakdowns[dimension].map((row) => [
          row.value,
          row.started,
          row.submitted,
          row.approved,
        ]),
      );
    }
  }
}

export function fieldsCsv(rows: readonly FieldRow[]): string {
  return toCsv(
    ['field', 'failures', 'by_error_kind', 'last_field_touched'],
    rows.map((row) => [
      row.field,
      row.failures,
      Object.entries(row.kinds)
        .map(([kind, count]) => `${kind}:${count}`)
        .join(' '),
      row.lastTouched,
    ]),
  );
}
