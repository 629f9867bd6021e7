import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOOLTIP_IDLE_PAUSE_MS, TOOLTIP_PULSE_INTERVAL_MS, Tooltip } from './tooltip.tsx';
// What an open tooltip does loads with the first opening: here, before any test opens one.
import './tooltip-open.on-demand.ts';

function Page() {
  return (
    <>
      <Tooltip label="About the Application ID">Quote this ID if you call us.</Tooltip>
      <Tooltip label="About your licence">The number is on the front.</Tooltip>
      <button type="button">Elsewhere</button>
    </>
  );
}

describe('the tooltip (site-and-tools §4 "Tooltips")', () => {
  it('opens by its button, which reports that it is expanded', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const button = screen.getByRole('button', { name: 'About the Application ID' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Quote this ID if you call us.')).toBeTruthy();
  });

  it('keeps one open at a time: opening one closes the others', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'About the Application ID' }));
    await user.click(screen.getByRole('button', { name: 'About your licence' }));
    expect(screen.queryByText('Quote this ID if you call us.')).toBeNull();
    expect(screen.getByText('The number is on the front.')).toBeTruthy();
  });

  it('closes on Escape and on a click outside', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'About the Application ID' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByText('Quote this ID if you call us.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'About the Application ID' }));
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByText('Quote this ID if you call us.')).toBeNull();
  });

  it('pulses for attention after 10 s without scrolling or typing, a few times only (loan-application §9)', () => {
    vi.useFakeTimers();
    try {
      render(<Tooltip label="About the Application ID">Quote this ID.</Tooltip>);
      const button = screen.getByRole('button', { name: 'About the Application ID' });
      const pulsesAfter = (ms: number) => {
        let pulses = 0;
        for (let t = 0; t < ms; t += TOOLTIP_PULSE_INTERVAL_MS) {
          button.classList.remove('tooltip__button--pulse');
          vi.advanceTimersByTime(TOOLTIP_PULSE_INTERVAL_MS);
          if (button.classList.contains('tooltip__button--pulse')) pulses += 1;
        }
        return pulses;
      };
      expect(pulsesAfter(TOOLTIP_IDLE_PAUSE_MS - TOOLTIP_PULSE_INTERVAL_MS)).toBe(0);
      expect(pulsesAfter(30_000)).toBe(3);
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
      expect(pulsesAfter(TOOLTIP_IDLE_PAUSE_MS - TOOLTIP_PULSE_INTERVAL_MS)).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
