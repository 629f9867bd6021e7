import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWidget } from '../field/render-widget.tsx';
import { descriptionOf } from '../field/test-support.ts';
import { REMAINING_ANNOUNCE_DELAY_MS } from '../field/remaining-count.tsx';
import { Textarea, type TextareaProps } from './textarea.tsx';

function renderTextarea(props: Partial<TextareaProps>, initial = '') {
  const { changes } = renderWidget(
    Textarea,
    { name: 'AdditionalInformation', label: 'Additional information', ...props },
    initial,
  );
  return { changes, box: screen.getByRole('textbox', { name: /Additional information/ }) };
}

afterEach(() => vi.useRealTimers());

describe('the textarea widget', () => {
  it('has a visible label, says "(optional)" when not required and reports changes', async () => {
    const { box, changes } = renderTextarea({});
    expect(screen.getByRole('textbox', { name: 'Additional information (optional)' })).toBe(box);
    await userEvent.type(box, 'Hi');
    expect(changes.at(-1)).toBe('Hi');
  });

  it('truncates a longer initial value to the maximum length, in the form too (site-and-tools §5 "Widgets")', () => {
    const { box, changes } = renderTextarea({ maxLength: 10 }, 'abcdefghijKLMNOP');
    expect(box).toHaveProperty('value', 'abcdefghij');
    expect(changes).toEqual(['abcdefghij']);
    expect(screen.getByText('You have 0 characters remaining')).toBeTruthy();
  });

  it('shows the remaining characters as the user types', async () => {
    const { box } = renderTextarea({ maxLength: 10 }, 'abc');
    expect(screen.getByText('You have 7 characters remaining')).toBeTruthy();
    await userEvent.type(box, 'defghi');
    expect(screen.getByText('You have 1 character remaining')).toBeTruthy();
    expect(descriptionOf(box)).toBe('You can enter up to 10 characters');
  });

  it('announces the remaining characters politely once typing pauses, not on every keystroke', async () => {
    vi.useFakeTimers();
    const { box } = renderTextarea({ maxLength: 10 });
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    for (const text of ['a', 'ab', 'abc']) {
      fireEvent.change(box, { target: { value: text } });
      act(() => vi.advanceTimersByTime(REMAINING_ANNOUNCE_DELAY_MS / 2));
    }
    expect(status.textContent).toBe('');
    act(() => vi.advanceTimersByTime(REMAINING_ANNOUNCE_DELAY_MS / 2));
    expect(status.textContent).toBe('You have 7 characters remaining');
  });

  it('marks an error and keeps the limit in the description', () => {
    const { box } = renderTextarea({
      maxLength: 250,
      required: true,
      error: 'This field is required',
    });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box).toHaveProperty('required', true);
    expect(descriptionOf(box)).toBe(
      'Error: This field is required You can enter up to 250 characters',
    );
  });

  it('has no count without a maximum length, and can be disabled', () => {
    const { box } = renderTextarea({ disabled: true });
    expect(screen.queryByText(/remaining/)).toBeNull();
    expect(box).toHaveProperty('disabled', true);
  });
});
