import { renderWidget } from '../field/render-widget.tsx';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { descriptionOf } from '../field/test-support.ts';
import { Range, type RangeProps } from './range.tsx';

const months = (n: number) => `${n} months`;

function renderRange(props: Partial<RangeProps> = {}, initial = 12) {
  const { changes } = renderWidget(
    Range,
    {
      name: 'Term',
      label: 'Loan term',
      min: 6,
      max: 60,
      step: 6,
      format: months,
      required: true,
      ...props,
    },
    initial,
  );
  return { changes, slider: screen.getByRole('slider', { name: 'Loan term' }) as HTMLInputElement };
}

describe('the range widget', () => {
  it('is a slider with a visible label, its value shown and read out in words', () => {
    const { slider } = renderRange();
    expect(slider.value).toBe('12');
    expect(slider.getAttribute('aria-valuetext')).toBe('12 months');
    expect(screen.getByText('12 months', { selector: '.range__value' })).toBeTruthy();
  });

  it('shows the lowest and highest values at its ends', () => {
    renderRange();
    expect(screen.getByText('6 months', { selector: '.range__limits span' })).toBeTruthy();
    expect(screen.getByText('60 months', { selector: '.range__limits span' })).toBeTruthy();
  });

  it('reports a moved value as a number', () => {
    const { slider, changes } = renderRange();
    fireEvent.change(slider, { target: { value: '24' } });
    expect(changes).toEqual([24]);
    expect(slider.getAttribute('aria-valuetext')).toBe('24 months');
  });

  it('moves between the values of a list, posting the value rather than its position', () => {
    const { slider, changes } = renderRange(
      { options: [1000, 2000, 5000, 10000], format: (n) => `$${n}` },
      5000,
    );
    expect([slider.min, slider.max, slider.step, slider.value]).toEqual(['0', '3', '1', '2']);
    fireEvent.change(slider, { target: { value: '3' } });
    expect(changes).toEqual([10000]);
    expect(slider.getAttribute('aria-valuetext')).toBe('$10000');
    expect(slider.hasAttribute('name')).toBe(false);
    expect(
      (document.querySelector('input[type=hidden][name=Term]') as HTMLInputElement).value,
    ).toBe('10000');
    expect(screen.getByText('$1000', { selector: '.range__limits span' })).toBeTruthy();
  });

  it('places a value outside the list at the nearest option', () => {
    const { slider } = renderRange({ options: [1000, 2000, 5000] }, 4000);
    expect(slider.value).toBe('2');
  });

  it('marks an error and is described by it; can be disabled', () => {
    const { slider } = renderRange({ error: 'The value is invalid', disabled: true });
    expect(slider.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(slider)).toBe('Error: The value is invalid');
    expect(slider.disabled).toBe(true);
  });
});
