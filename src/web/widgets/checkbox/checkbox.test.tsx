import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWidget } from '../field/render-widget.tsx';
import { descriptionOf } from '../field/test-support.ts';
import { Checkbox, type CheckboxProps } from './checkbox.tsx';

function renderCheckbox(props: Partial<CheckboxProps> = {}, initial = false) {
  return renderWidget(
    Checkbox,
    {
      name: 'AgreedToPrivacyPolicy',
      label: 'I agree to the Privacy Policy',
      required: true,
      ...props,
    },
    initial,
  ).changes;
}

describe('the checkbox widget', () => {
  it('is ticked and unticked by its label, reporting true and false', async () => {
    const changes = renderCheckbox();
    await userEvent.click(screen.getByText('I agree to the Privacy Policy'));
    expect(screen.getByRole('checkbox', { name: 'I agree to the Privacy Policy' })).toHaveProperty(
      'checked',
      true,
    );
    await userEvent.keyboard(' ');
    expect(changes).toEqual([true, false]);
  });

  it('is marked required, and says "(optional)" when not required', () => {
    renderCheckbox();
    renderCheckbox({ name: 'News', label: 'Send me news', required: false });
    expect(screen.getByRole('checkbox', { name: 'I agree to the Privacy Policy' })).toHaveProperty(
      'required',
      true,
    );
    expect(screen.getByRole('checkbox', { name: 'Send me news (optional)' })).toHaveProperty(
      'required',
      false,
    );
  });

  it('marks an error as invalid and describes the box by its hint and error', () => {
    renderCheckbox({ hint: 'Read it first', error: 'You must agree to the Privacy Policy' });
    const box = screen.getByRole('checkbox');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(box)).toBe('Read it first Error: You must agree to the Privacy Policy');
  });

  it('can be disabled', async () => {
    const changes = renderCheckbox({ disabled: true });
    await userEvent.click(screen.getByRole('checkbox'));
    expect(changes).toEqual([]);
  });
});
