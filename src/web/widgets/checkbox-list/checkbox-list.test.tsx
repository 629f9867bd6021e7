import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWidget } from '../field/render-widget.tsx';
import { descriptionOf } from '../field/test-support.ts';
import { CheckboxList, type CheckboxListProps } from './checkbox-list.tsx';

const options = [
  { value: 'Phone', label: 'Phone' },
  { value: 'Email', label: 'Email' },
  { value: 'Text', label: 'Text message', hint: 'To your mobile' },
];

function renderList(props: Partial<CheckboxListProps> = {}, initial: string[] = []) {
  return renderWidget(
    CheckboxList,
    { name: 'Contact', label: 'How can we contact you?', options, required: true, ...props },
    initial,
  ).changes;
}

describe('the checkbox list widget', () => {
  it('is a group named by its legend, whose value lists the ticked options in option order', async () => {
    const changes = renderList();
    const group = screen.getByRole('group', { name: 'How can we contact you?' });
    expect(group.tagName).toBe('FIELDSET');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Text message' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Phone' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Text message' }));
    expect(changes).toEqual([['Text'], ['Phone', 'Text'], ['Phone']]);
  });

  it('gives the first box the widget id, so the form can focus it', () => {
    renderList();
    expect(screen.getByRole('checkbox', { name: 'Phone' }).id).toBe('Contact');
  });

  it('describes an option by its own hint', () => {
    renderList();
    expect(descriptionOf(screen.getByRole('checkbox', { name: 'Text message' }))).toBe(
      'To your mobile',
    );
  });

  it('says "(optional)" when not required', () => {
    renderList({ required: false });
    expect(screen.getByRole('group', { name: 'How can we contact you? (optional)' })).toBeTruthy();
  });

  it('marks the boxes invalid and describes the group by its error', () => {
    renderList({ error: 'This field is required' });
    expect(descriptionOf(screen.getByRole('group'))).toBe('Error: This field is required');
    for (const box of screen.getAllByRole('checkbox'))
      expect(box.getAttribute('aria-invalid')).toBe('true');
  });

  it('can be disabled', async () => {
    const changes = renderList({ disabled: true }, ['Email']);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Phone' }));
    expect(changes).toEqual([]);
    expect(screen.getByRole('checkbox', { name: 'Email' })).toHaveProperty('checked', true);
  });
});
