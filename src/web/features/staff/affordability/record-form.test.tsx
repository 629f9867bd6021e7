import { describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { calculatorConfig } from '#content/calculator.ts';
import { affordabilityPolicy } from '#content/lending/affordability-policy.ts';
import { householdBenchmark } from '#content/lending/household-benchmark.ts';
import { assessAffordability, type AffordabilityRecord } from '#domain/lending/affordability.ts';
import { completeRecord } from '#domain/lending/fixtures.ts';
import { RECORD_LIMITS } from '#domain/staff/record-rules.ts';
import { RecordForm } from './record-form.tsx';

const rules = {
  policy: affordabilityPolicy,
  benchmark: householdBenchmark,
  rates: calculatorConfig,
};

// Issue 34 finding 5: what the officer reads of each expense, and where the benchmark comes from.
describe('the affordability record form', () => {
  function renderWith(
    edit: (record: AffordabilityRecord) => AffordabilityRecord,
    onSave: (record: AffordabilityRecord) => void = () => undefined,
  ) {
    const record = edit(structuredClone(completeRecord()));
    render(
      <RecordForm
        initial={record}
        assessment={assessAffordability(record, rules)}
        benchmarkSource={householdBenchmark.source}
        busy={false}
        onSave={onSave}
      />,
    );
  }

  it('never says "$0 a week (declared)" for a category nothing was declared for', () => {
    renderWith((record) => ({
      ...record,
      household: { ...record.household, region: null },
      expenses: record.expenses.map((line, index) =>
        index === 0 ? { ...line, declaredWeekly: null, statementWeekly: null } : line,
      ),
    }));
    const first = completeRecord().expenses[0]!.category;
    const line = screen.getByRole('group', { name: first });
    expect(line.textContent).not.toMatch(/\(declared\)/);
    expect(line.textContent).toMatch(/Used: nothing declared, in the statements or benchmarked/);
  });

  it('names the benchmark’s source on the page', () => {
    renderWith((record) => record);
    expect(
      screen.getByText(
        /Stats NZ, Household expenditure statistics: Year ended June 2023 \(CC BY 4\.0\)/,
      ),
    ).toBeTruthy();
  });

  // Issue 30 finding 3: with no statements the officer records why (a reason from a list).
  it('asks why there are no bank statements only when there are none', async () => {
    let saved: AffordabilityRecord | null = null;
    renderWith(
      (record) => ({
        ...record,
        expenses: record.expenses.map((line) => ({ ...line, statementWeekly: null })),
      }),
      (value) => (saved = value),
    );
    fireEvent.change(screen.getByLabelText('Why there are no bank statements', { exact: false }), {
      target: { value: 'bank-not-supported' },
    });
    fireEvent.change(screen.getByLabelText('What you learnt', { exact: false }), {
      target: { value: 'Credit union account' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save the record' }));
    expect(saved!.noStatements).toEqual({
      reason: 'bank-not-supported',
      note: 'Credit union account',
    });
    cleanup();
    renderWith((value) => value);
    expect(
      screen.queryByLabelText('Why there are no bank statements', { exact: false }),
    ).toBeNull();
  });

  // Issue 29 finding 5: the record's typed fields run its rule table, limits the contract's.
  it('shows, links and focuses a figure past the contract’s limit, and saves nothing', async () => {
    let saved = false;
    renderWith(
      (record) => record,
      () => (saved = true),
    );
    const size = screen.getByLabelText('Household size');
    fireEvent.change(size, { target: { value: String(RECORD_LIMITS.householdSize + 1) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the record' }));
    await waitFor(() => expect(size.getAttribute('aria-invalid')).toBe('true'));
    expect(size.getAttribute('aria-describedby')).toContain(`${size.id}-error`);
    expect(document.getElementById(`${size.id}-error`)?.textContent).toBe(
      `Error: Enter the household size from 0 to ${RECORD_LIMITS.householdSize}.`,
    );
    expect(document.activeElement).toBe(size);
    expect(saved).toBe(false);
  });
});
