import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWidget } from '../field/render-widget.tsx';
import type { IncomeRow } from '#domain/forms/income.ts';
import { descriptionOf } from '../field/test-support.ts';
import { Income, type IncomeProps } from './income.tsx';

const sources = ['Wages', 'Benefit'].map((s) => ({ value: s, label: s }));
const wages: IncomeRow = { amount: '950', frequency: 'Weekly', source: 'Wages' };

function renderIncome(props: Partial<IncomeProps> = {}, initial: IncomeRow[] = []) {
  return renderWidget(
    Income,
    { name: 'Income', label: 'Your income', sources, required: true, ...props },
    initial,
    { after: true },
  ).changes;
}

const row = (n: number) => screen.getByRole('group', { name: `Income ${n}` });
const posted = () =>
  (document.querySelector('input[type=hidden][name=Income]') as HTMLInputElement).value;

describe('the income widget (site-and-tools §3 "Income widget row")', () => {
  it('shows one empty row of amount, frequency and source when there is no income yet', () => {
    renderIncome();
    expect(screen.getByRole('group', { name: 'Your income' })).toBeTruthy();
    const first = row(1);
    expect(within(first).getByRole('textbox', { name: 'Amount' }).id).toBe('Income');
    expect(
      within(first)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Please select',
      'Weekly',
      'Fortnightly',
      'Monthly',
      'Please select',
      'Wages',
      'Benefit',
    ]);
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
  });

  it('reports the rows as the applicant fills them in, and posts them as JSON', async () => {
    const changes = renderIncome();
    await userEvent.type(within(row(1)).getByRole('textbox', { name: 'Amount' }), '950');
    await userEvent.selectOptions(
      within(row(1)).getByRole('combobox', { name: 'How often' }),
      'Weekly',
    );
    await userEvent.selectOptions(
      within(row(1)).getByRole('combobox', { name: 'Source' }),
      'Wages',
    );
    expect(changes.at(-1)).toEqual([wages]);
    expect(JSON.parse(posted())).toEqual([wages]);
  });

  it('says what each described source covers (loan-application §3 "optional description")', () => {
    renderIncome({
      sources: [
        { value: 'Wages', label: 'Wages', description: 'Your pay from an employer, after tax.' },
        { value: 'Other', label: 'Other' },
      ],
    });
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual(['Wages']);
    expect(screen.getByRole('definition').textContent).toBe(
      'Your pay from an employer, after tax.',
    );
  });

  it('adds a row and moves focus to its amount', async () => {
    const changes = renderIncome({}, [wages]);
    await userEvent.click(screen.getByRole('button', { name: 'Add another income' }));
    expect(changes.at(-1)).toEqual([wages, { amount: '', frequency: '', source: '' }]);
    expect(document.activeElement).toBe(within(row(2)).getByRole('textbox', { name: 'Amount' }));
  });

  it('removes a row by its own button and moves focus to the row before', async () => {
    const benefit: IncomeRow = { amount: '400', frequency: 'Fortnightly', source: 'Benefit' };
    const changes = renderIncome({}, [wages, benefit]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove income 2' }));
    expect(changes.at(-1)).toEqual([wages]);
    expect(document.activeElement).toBe(within(row(1)).getByRole('textbox', { name: 'Amount' }));
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
  });

  it('describes the group by its error and marks only the parts to fix', () => {
    renderIncome({ error: 'Please complete all fields' }, [
      { amount: '0.5', frequency: '', source: 'Wages' },
    ]);
    expect(descriptionOf(screen.getByRole('group', { name: 'Your income' }))).toBe(
      'Error: Please complete all fields',
    );
    expect(
      within(row(1)).getByRole('textbox', { name: 'Amount' }).getAttribute('aria-invalid'),
    ).toBe('true');
    expect(
      within(row(1)).getByRole('combobox', { name: 'How often' }).getAttribute('aria-invalid'),
    ).toBe('true');
    expect(
      within(row(1)).getByRole('combobox', { name: 'Source' }).hasAttribute('aria-invalid'),
    ).toBe(false);
  });

  it('does not mark an optional first row left empty', () => {
    renderIncome({ required: false, error: 'Please complete all fields' }, [
      { amount: '', frequency: '', source: '' },
      { amount: '', frequency: 'Weekly', source: 'Wages' },
    ]);
    expect(screen.getByRole('group', { name: 'Your income (optional)' })).toBeTruthy();
    expect(
      within(row(1)).getByRole('textbox', { name: 'Amount' }).hasAttribute('aria-invalid'),
    ).toBe(false);
    expect(
      within(row(2)).getByRole('textbox', { name: 'Amount' }).getAttribute('aria-invalid'),
    ).toBe('true');
  });

  it('shows a source that is no longer offered as unchosen and marks it to fix (issue 33 finding 4)', () => {
    // The applicant chose Business, then changed their employment so that Business dropped out.
    renderIncome({ error: 'Please complete all fields' }, [{ ...wages, source: 'Business' }]);
    const source = within(row(1)).getByRole('combobox', { name: 'Source' });
    expect((source as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('Please select');
    expect(source.getAttribute('aria-invalid')).toBe('true');
  });

  it('calls onBlur once focus leaves the whole widget', async () => {
    const onBlur = vi.fn();
    renderIncome({ onBlur });
    await userEvent.click(within(row(1)).getByRole('textbox', { name: 'Amount' }));
    await userEvent.tab();
    await userEvent.tab();
    expect(onBlur).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'After' }));
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('can be disabled, buttons included', () => {
    renderIncome({ disabled: true }, [wages, wages]);
    for (const control of [
      ...screen.getAllByRole('textbox'),
      ...screen.getAllByRole('combobox'),
      ...screen.getAllByRole('button', { name: /income/ }),
    ]) {
      expect(control).toHaveProperty('disabled', true);
    }
  });
});
