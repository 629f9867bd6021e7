import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWidget } from '../field/render-widget.tsx';
import { descriptionOf } from '../field/test-support.ts';
import { Select, type SelectProps } from './select.tsx';

const branches = [
  { value: 'akl', label: 'Auckland' },
  { value: 'wlg', label: 'Wellington' },
];

function renderSelect(props: Partial<SelectProps> = {}, initial = '') {
  return renderWidget(
    Select,
    { name: 'Branch', label: 'Branch', options: branches, required: true, ...props },
    initial,
  ).changes;
}

const optionTexts = () => screen.getAllByRole('option').map((o) => o.textContent);

describe('the select widget', () => {
  it("starts with 'Please select' while nothing is chosen (site-and-tools §2)", () => {
    renderSelect();
    expect(optionTexts()).toEqual(['Please select', 'Auckland', 'Wellington']);
    expect(screen.getByRole('combobox', { name: 'Branch' })).toHaveProperty('value', '');
  });

  it("reports the chosen value and drops 'Please select' once chosen", async () => {
    const changes = renderSelect();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Branch' }), 'Wellington');
    expect(changes).toEqual(['wlg']);
    expect(optionTexts()).toEqual(['Auckland', 'Wellington']);
  });

  it("has no 'Please select' when a value is given", () => {
    renderSelect({}, 'akl');
    expect(optionTexts()).toEqual(['Auckland', 'Wellington']);
  });

  it('marks an error and is described by it; says "(optional)" when not required', () => {
    renderSelect({ error: 'Please select a branch' });
    renderSelect({ name: 'Other', label: 'Other branch', required: false });
    const select = screen.getByRole('combobox', { name: 'Branch' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(select).toHaveProperty('required', true);
    expect(descriptionOf(select)).toBe('Error: Please select a branch');
    expect(screen.getByRole('combobox', { name: 'Other branch (optional)' })).toHaveProperty(
      'required',
      false,
    );
  });

  it('can be disabled', () => {
    renderSelect({ disabled: true });
    expect(screen.getByRole('combobox')).toHaveProperty('disabled', true);
  });
});
