import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { BankLink } from './bank-link.tsx';

const ORIGIN = 'https://bank-link.example';

function Harness({ onValue }: { onValue: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <BankLink
      name="BankLink"
      label="Bank statements"
      src="about:blank"
      origin={ORIGIN}
      finishedMessage="Thank you, your bank statements have been sent."
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
      required
    />
  );
}

function post(data: unknown, origin = ORIGIN, fromFrame = true) {
  const frame = document.querySelector('iframe')!;
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data,
        origin,
        source: fromFrame ? frame.contentWindow : window,
      }),
    );
  });
}

const complete = (reference: string, status = 'complete') => ({
  event: 'submission_complete',
  success: true,
  status,
  reference,
});

describe('the bank-link widget (site-and-tools §4 "Bank-link widget", §7)', () => {
  it('adds or replaces entries on submission_complete and finishes on submit_all with the JSON value', () => {
    const values: string[] = [];
    render(<Harness onValue={(value) => values.push(value)} />);
    post(complete('KOWHAI-webid:a', 'pending'));
    post(JSON.stringify(complete('KOWHAI-webid:b')));
    post(complete('KOWHAI-webid:a'));
    expect(values).toEqual([]);
    post({ event: 'submit_all', success: true });
    expect(JSON.parse(values[0]!)).toEqual([
      { status: 'complete', reference: 'KOWHAI-webid:b' },
      { status: 'complete', reference: 'KOWHAI-webid:a' },
    ]);
    expect(screen.getByRole('status').textContent).toBe(
      'Thank you, your bank statements have been sent.',
    );
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('trusts only messages from the bank-link origin and its own frame', () => {
    const values: string[] = [];
    render(<Harness onValue={(value) => values.push(value)} />);
    post(complete('KOWHAI-webid:a'), 'https://evil.example');
    post({ event: 'submit_all', success: true }, 'https://evil.example');
    post({ event: 'submit_all', success: true }, ORIGIN, false);
    post({ event: 'submit_all', success: false });
    post({ event: 'something_else', success: true });
    expect(values).toEqual([]);
    expect(document.querySelector('iframe')).not.toBeNull();
  });

  it("logs the bank link's own messages, not the frame sizer's (issue 33 finding 4)", () => {
    // A provider's frame reports its height many times a second while it lays out; logged, those
    // lines would use up the log route's rate limit before submission_complete and submit_all.
    const logged: unknown[] = [];
    render(
      <BankLink
        name="BankLink"
        label="Bank statements"
        src="about:blank"
        origin={ORIGIN}
        finishedMessage="Done."
        value=""
        onChange={() => undefined}
        onRawMessage={(data) => logged.push(data)}
      />,
    );
    post({ type: 'iframe-resized', height: 640 });
    post('[iFrameSizer]ID:640:800:resize');
    post(complete('KOWHAI-webid:a'));
    post({ event: 'something_else', success: true });
    expect(logged).toEqual([
      complete('KOWHAI-webid:a'),
      { event: 'something_else', success: true },
    ]);
  });

  it('marks the frame invalid and described by its error, so a blocked submit focuses it', () => {
    render(
      <BankLink
        name="BankLink"
        label="Bank statements"
        src="about:blank"
        origin={ORIGIN}
        finishedMessage="Sent."
        value=""
        onChange={() => {}}
        error="Please submit a bank statement"
        required
      />,
    );
    const frame = screen.getByTitle('Bank statements');
    expect(frame.getAttribute('aria-invalid')).toBe('true');
    const description = frame.getAttribute('aria-describedby')!;
    expect(document.getElementById(description)?.textContent).toContain(
      'Please submit a bank statement',
    );
  });
});
