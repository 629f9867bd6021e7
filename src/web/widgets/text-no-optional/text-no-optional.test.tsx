import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { TextNoOptional } from './text-no-optional.tsx';

describe('the text-no-optional widget', () => {
  it('never shows "(optional)", even when not required (site-and-tools §3)', () => {
    render(<TextNoOptional name="Reference" label="Reference" value="" onChange={() => {}} />);
    const input = screen.getByRole('textbox', { name: 'Reference' });
    expect(input).toHaveProperty('required', false);
    expect(screen.queryByText(/optional/)).toBeNull();
  });

  it('otherwise behaves as the text widget: error, description, disabled', () => {
    render(
      <TextNoOptional
        name="Reference"
        label="Reference"
        value="!"
        onChange={() => {}}
        error="Only letters and numbers allowed"
        disabled
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Reference' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('Reference-error');
    expect(input).toHaveProperty('disabled', true);
  });
});
