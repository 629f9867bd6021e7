import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWidget } from '../field/render-widget.tsx';
import { descriptionOf } from '../field/test-support.ts';
import { Countdown, type CountdownProps } from './countdown.tsx';

function renderCountdown(props: Partial<CountdownProps>, initial = '') {
  const { changes } = renderWidget(
    Countdown,
    { name: 'Reference', label: 'Payment reference', maxLength: 12, ...props },
    initial,
  );
  return { changes, box: screen.getByRole('textbox', { name: /Payment reference/ }) };
}

afterEach(() => vi.useRealTimers());

describe('the countdown widget (site-and-tools §3 "countdown")', () => {
  it('is a one-line input that counts down the characters left as the user types', async () => {
    const { box, changes } = renderCountdown({});
    expect(box.tagName).toBe('INPUT');
    expect(screen.getByText('You have 12 characters remaining')).toBeTruthy();
    await userEvent.type(box, 'Car loan 1');
    expect(changes.at(-1)).toBe('Car loan 1');
    expect(screen.getByText('You have 2 characters remaining')).toBeTruthy();
    await userEvent.type(box, 'a');
    expect(screen.getByText('You have 1 character remaining')).toBeTruthy();
    expect(descriptionOf(box)).toBe('You can enter up to 12 characters');
  });

  it('takes no more than its limit and cuts a longer saved value, in the form too', async () => {
    const { box, changes } = renderCountdown({ maxLength: 5 }, 'abcdefgh');
    expect(box).toHaveProperty('value', 'abcde');
    expect(changes).toEqual(['abcde']);
    expect(screen.getByText('You have 0 characters remaining')).toBeTruthy();
    await userEvent.type(box, 'x');
    expect(box).toHaveProperty('value', 'abcde');
  });

  it('speaks the count once typing pauses, not on every keystroke', () => {
    vi.useFakeTimers();
    const { box } = renderCountdown({});
    const status = screen.getByRole('status');
    fireEvent.change(box, { target: { value: 'ab' } });
    act(() => vi.advanceTimersByTime(500));
    fireEvent.change(box, { target: { value: 'abc' } });
    act(() => vi.advanceTimersByTime(500));
    expect(status.textContent).toBe('');
    act(() => vi.advanceTimersByTime(500));
    expect(status.textContent).toBe('You have 9 characters remaining');
  });

  it('links an error before the limit, and can be disabled', () => {
    const { box } = renderCountdown({
      error: 'This field is required',
      required: true,
      disabled: true,
    });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(box)).toBe(
      'Error: This field is required You can enter up to 12 characters',
    );
    expect(box).toHaveProperty('disabled', true);
  });
});
