import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { FormAnnouncer } from './form-announcer.tsx';

describe('the form announcer', () => {
  it('is a polite live region, present and empty before anything is said', () => {
    render(<FormAnnouncer announcement={null} />);
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');
  });

  it('can interrupt as an alert', () => {
    render(
      <FormAnnouncer announcement={{ message: 'Saved', sequence: 1 }} politeness="assertive" />,
    );
    expect(screen.getByRole('alert').getAttribute('aria-live')).toBe('assertive');
  });

  it('changes its text for a repeated message, so it is heard again', () => {
    const { rerender } = render(
      <FormAnnouncer
        announcement={{ message: 'Could not submit the form. There was 1 error.', sequence: 1 }}
      />,
    );
    const first = screen.getByRole('status').textContent;
    rerender(
      <FormAnnouncer
        announcement={{ message: 'Could not submit the form. There was 1 error.', sequence: 2 }}
      />,
    );
    const second = screen.getByRole('status').textContent;
    expect(first).not.toBe(second);
    expect(second).toBe('Could not submit the form. There was 1 error.');
  });
});
