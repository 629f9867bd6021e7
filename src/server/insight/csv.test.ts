import { describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import type { FunnelReport } from '#domain/insight/funnel.ts';
import { fieldsCsv, funnelCsv } from './csv.ts';

// Issue 33 finding 5: the insight CSV had no formula-injection guard (the queue's export has one,
// OWASP "CSV injection"). A cell a spreadsheet would run as a formula starts with an apostrophe.
const FORMULAS = ['=HYPERLINK("http://x")', '+1+1', '-2+3', '@SUM(A1)', '\tx'];

function reportWithSources(values: readonly string[]): FunnelReport {
  const row = (value: string) => ({ value, started: 3, submitted: 2, approved: 1 });
  return {
    filters: {} as FunnelReport['filters'],
    stages: [],
    branches: [],
    stepTimes: [],
    days: [],
    breakdowns: {
      source: values.map(row),
      referrer: values.map(row),
      device: [],
      channel: [],
    } as unknown as FunnelReport['breakdowns'],
  };
}

describe('the insight CSV (issue 33 finding 5)', () => {
  it('writes a breakdown value a spreadsheet would run as a formula as text', () => {
    const table = parse(funnelCsv(reportWithSources(FORMULAS), 'source')) as string[][];
    expect(table.slice(1).map((row) => row[0])).toEqual(FORMULAS.map((value) => `'${value}`));
    expect(table[1]).toEqual([`'${FORMULAS[0]}`, '3', '2', '1']);
  });

  it('keeps numbers, including negative ones, as numbers', () => {
    const table = parse(
      funnelCsv(reportWithSources(['-1.5', 'Website']), 'referrer'),
    ) as string[][];
    expect(table.slice(1).map((row) => row[0])).toEqual(['-1.5', 'Website']);
  });

  it('guards the fields table too', () => {
    const csv = fieldsCsv([
      { field: '=cmd', failures: 1, kinds: { required: 1 }, lastTouched: 0 },
    ] as Parameters<typeof fieldsCsv>[0]);
    expect((parse(csv) as string[][])[1]![0]).toBe("'=cmd");
  });
});
