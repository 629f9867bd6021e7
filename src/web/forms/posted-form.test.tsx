import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HARDSHIP_ANSWER_RULES, hardshipContext } from '#domain/hardship/hardship.ts';
import { Textarea } from '#web/widgets/textarea/textarea.tsx';
import { Acknowledged, PostedForm, usePostedForm } from './posted-form.tsx';

// The frame the public and portal forms share (decision 164): the form's words, the call behind a
// sign-in without a captcha answer, and the answer in the form's place.
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const WORDS = { submit: 'Send it', sending: 'Sending…', failed: 'We could not take it.' };
const ACKNOWLEDGED = { heading: 'We have it', reference: 'Your reference is', next: 'We reply.' };
const rules = () => HARDSHIP_ANSWER_RULES;

function Example() {
  const { bind, frame } = usePostedForm({
    rules,
    context: hardshipContext,
    names: ['Answer'],
    words: { labels: { Answer: 'Your answer' } },
  });
  return (
    <PostedForm
      {...frame}
      call={{ method: 'POST', path: '/api/example' }}
      words={WORDS}
      onPosted={(body) => (
        <Acknowledged words={ACKNOWLEDGED} reference={(body as { reference: string }).reference} />
      )}
    >
      <Textarea {...bind('Answer')} />
    </PostedForm>
  );
}

describe('a posted form', () => {
  it('sends no captcha answer without a captcha, then shows the reference in its place', async () => {
    const fetch = vi.fn(async () => json(201, { reference: 'H-000042' }));
    vi.stubGlobal('fetch', fetch);
    render(<Example />);
    await userEvent.type(screen.getByLabelText('Your answer'), 'The letter is dated 1 May.');
    await userEvent.click(screen.getByRole('button', { name: 'Send it' }));
    const status = await screen.findByRole('status', {}, { timeout: 10_000 });
    expect(status.textContent).toBe('We have itYour reference is H-000042.We reply.');
    expect(screen.queryByRole('button', { name: 'Send it' })).toBeNull();
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init.headers).get('x-captcha-response') ?? '').toBe('');
    expect(JSON.parse(String(init.body))).toEqual({ Answer: 'The letter is dated 1 May.' });
  });

  it('says the page’s words when the call fails, and keeps the form', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(503, { error: 'Unavailable' })),
    );
    render(<Example />);
    await userEvent.type(screen.getByLabelText('Your answer'), 'Here it is.');
    await userEvent.click(screen.getByRole('button', { name: 'Send it' }));
    expect((await screen.findByRole('alert', {}, { timeout: 10_000 })).textContent).toBe(
      WORDS.failed,
    );
    expect(screen.getByLabelText('Your answer')).toBeTruthy();
  });
});
