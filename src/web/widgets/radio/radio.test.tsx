import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWidget } from '../field/render-widget.tsx';
import { descriptionOf } from '../field/test-support.ts';
import { Radio, type RadioProps } from './radio.tsx';

const yesNo = [
  { value: 'Yes', label: 'Yes' },
  { value: 'No', label: 'No', hint: 'We will ask about your visa' },
];

function renderRadio(props: Partial<RadioProps> = {}, initial = '') {
  return renderWidget(
    Radio,
    {
      name: 'Residency',
      label: 'Are you a New Zealand resident?',
      options: yesNo,
      required: true,
      ...props,
    },
    initial,
    { after: true },
  ).changes;
}

describe('the radio widget', () => {
  it('is a fieldset named by its legend; choosing an option reports its value', async () => {
    const changes = renderRadio();
    expect(screen.getByRole('group', { name: 'Are you a New Zealand resident?' }).tagName).toBe(
      'FIELDSET',
    );
    await userEvent.click(screen.getByRole('radio', { name: 'No' }));
    expect(changes).toEqual(['No']);
    expect(screen.getByRole('radio', { name: 'No' })).toHaveProperty('checked', true);
  });

  it('is marked required on each option, and says "(optional)" when not required', () => {
    renderRadio({ required: false });
    expect(
      screen.getByRole('group', { name: 'Are you a New Zealand resident? (optional)' }),
    ).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Yes' })).toHaveProperty('required', false);
  });

  it('describes the group by its error and marks the options invalid', () => {
    renderRadio({ error: 'This field is required', hint: 'Citizens count as residents' });
    expect(descriptionOf(screen.getByRole('group'))).toBe(
      'Citizens count as residents Error: This field is required',
    );
    expect(screen.getByRole('radio', { name: 'Yes' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('radio', { name: 'Yes' })).toHaveProperty('required', true);
    expect(descriptionOf(screen.getByRole('radio', { name: 'No' }))).toBe(
      'We will ask about your visa',
    );
  });

  it('calls onBlur once when focus leaves the group, not when moving inside it', async () => {
    const onBlur = vi.fn();
    renderRadio({ onBlur }, 'Yes');
    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    await userEvent.click(screen.getByRole('radio', { name: 'No' }));
    expect(onBlur).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'After' }));
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('can be disabled', async () => {
    const changes = renderRadio({ disabled: true });
    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(changes).toEqual([]);
  });
});
