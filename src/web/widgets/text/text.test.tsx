import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWidget } from '../field/render-widget.tsx';
import { descriptionOf } from '../field/test-support.ts';
import { Text, type TextProps } from './text.tsx';

function renderText(props: Partial<TextProps> = {}, initial = '') {
  return renderWidget(
    Text,
    { name: 'FirstName', label: 'First name', required: true, ...props },
    initial,
  ).changes;
}

describe('the text widget', () => {
  it('has a visible label tied to the input, and reports each change', async () => {
    const changes = renderText();
    const input = screen.getByRole('textbox', { name: 'First name' });
    await userEvent.type(input, 'Ana');
    expect(input).toHaveProperty('value', 'Ana');
    expect(changes.at(-1)).toBe('Ana');
    expect(input.getAttribute('name')).toBe('FirstName');
    expect(input.id).toBe('FirstName');
  });

  it('is marked required, and says "(optional)" when not required (site-and-tools §5)', () => {
    renderText({ name: 'MiddleName', label: 'Middle name', required: false });
    const input = screen.getByRole('textbox', { name: 'Middle name (optional)' });
    expect(input).toHaveProperty('required', false);
  });

  it('marks an error as invalid and describes the input by its hint and error', () => {
    renderText({ hint: 'As on your ID', error: 'This field is required' });
    const input = screen.getByRole('textbox', { name: 'First name' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input).toHaveProperty('required', true);
    expect(descriptionOf(input)).toBe('As on your ID Error: This field is required');
  });

  it('has no aria-invalid or description without an error or hint', () => {
    renderText();
    const input = screen.getByRole('textbox', { name: 'First name' });
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('stops at the maximum length', async () => {
    const changes = renderText({ maxLength: 3 });
    await userEvent.type(screen.getByRole('textbox', { name: 'First name' }), 'Aroha');
    expect(changes.at(-1)).toBe('Aro');
  });

  it('offers email, tel and number inputs', () => {
    renderText({ name: 'Email', label: 'Email', type: 'email', autoComplete: 'email' });
    renderText({ name: 'Phone', label: 'Phone', type: 'tel' });
    renderText({ name: 'Kids', label: 'Children', type: 'number' }, '2');
    expect(screen.getByRole('textbox', { name: 'Email' }).getAttribute('type')).toBe('email');
    expect(screen.getByRole('textbox', { name: 'Email' }).getAttribute('autocomplete')).toBe(
      'email',
    );
    expect(screen.getByRole('textbox', { name: 'Phone' }).getAttribute('type')).toBe('tel');
    expect(screen.getByRole('spinbutton', { name: 'Children' })).toHaveProperty('value', '2');
  });

  it('can be disabled', async () => {
    const changes = renderText({ disabled: true });
    const input = screen.getByRole('textbox', { name: 'First name' });
    expect(input).toHaveProperty('disabled', true);
    await userEvent.type(input, 'x');
    expect(changes).toEqual([]);
  });
});
