import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FieldRule, FormValues, RuleContext } from '#domain/validation/types.ts';
import { Checkbox } from '#web/widgets/checkbox/checkbox.tsx';
import { Text } from '#web/widgets/text/text.tsx';
import { CaptchaSubmit } from './captcha-submit.tsx';
import type { FormRuntime, FormState } from './form-runtime.ts';
import { useForm } from './use-form.ts';

vi.mock('./captcha/captcha-client.on-demand.ts', async (original) => ({
  ...(await original<typeof import('./captcha/captcha-client.on-demand.ts')>()),
  getCaptchaToken: vi.fn(async () => 'invisible-token'),
}));

// A form that is not the loan application: the runtime takes any rule table and context.
interface ReferConfig {
  minimumNameLength: number;
}
const RULES: readonly FieldRule<ReferConfig>[] = [
  {
    name: 'FriendName',
    required: true,
    custom: (value, { config }) => String(value).trim().length >= config.minimumNameLength,
    messages: { custom: 'Please enter their full name' },
  },
  { name: 'FriendEmail', required: true, pattern: /^\S+@\S+\.\S+$/ },
  { name: 'Consent', required: true, messages: { required: 'Please confirm they agreed' } },
];
const rules = () => RULES;
const context = (values: FormValues): RuleContext<ReferConfig> => ({
  values,
  today: new Date('2026-11-23T00:00:00Z'),
  config: { minimumNameLength: 3 },
});
const CAPTCHA = { action: 'submit_form' as const, fallbackMessage: 'One more check, please' };
const asText = (raw: unknown) => (typeof raw === 'string' ? raw : '');

function ReferForm({ send }: { send: (form: FormRuntime<FormState>) => Promise<void> }) {
  const { state, form, field, ref } = useForm({
    rules,
    context,
    captcha: CAPTCHA,
    initialValues: { FriendName: '', FriendEmail: '', Consent: false },
  });
  return (
    <form
      noValidate
      ref={ref}
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit({ send: () => send(form), onError: () => undefined });
      }}
    >
      <Text {...field('FriendName', asText)} label="Your friend's name" />
      <Text {...field('FriendEmail', asText)} label="Your friend's email" type="email" />
      <Checkbox {...field('Consent', (raw) => raw === true)} label="They agreed to be contacted" />
      <CaptchaSubmit state={state} form={form} captcha={CAPTCHA} label="Send" />
    </form>
  );
}

// The captcha's code loads on demand (decision 113). Load it before the tests, so no import is
// still under way when the file's environment is torn down (CI saw one land after teardown).
beforeAll(async () => {
  await import('./captcha/captcha-client.on-demand.ts');
  await import('./captcha/fallback-captcha.on-demand.tsx');
});

afterEach(() => vi.unstubAllGlobals());

describe('the form runtime on a page (loan-application §5, site-and-tools §5 "Form engine")', () => {
  it('blocks a submit with errors: shows them, announces the count and focuses the first invalid input', async () => {
    const send = vi.fn(async () => undefined);
    render(<ReferForm send={send} />);
    await userEvent.type(screen.getByLabelText("Your friend's email"), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe(
      'Could not submit the form. There were 3 errors.\u00a0',
    );
    expect(document.activeElement).toBe(screen.getByLabelText("Your friend's name"));
    expect(screen.getByLabelText("Your friend's name").getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('The value is invalid')).toBeTruthy();
    expect(screen.getByText('Please confirm they agreed')).toBeTruthy();
  });

  it("scrolls the first invalid input's label into view when the label is visible, else the input", async () => {
    const scrolled: Element[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    const visible = vi.spyOn(Element.prototype, 'getClientRects');
    visible.mockReturnValue([new DOMRect(0, 0, 10, 10)] as unknown as DOMRectList);
    render(<ReferForm send={async () => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(scrolled.at(-1)?.textContent).toMatch(/^Your friend's name/);
    expect(scrolled.at(-1)?.tagName).toBe('LABEL');

    visible.mockReturnValue([] as unknown as DOMRectList);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(scrolled.at(-1)).toBe(screen.getByLabelText("Your friend's name"));
    visible.mockRestore();
    Element.prototype.scrollIntoView = original;
  });

  it('says "There was 1 error." for a single error', async () => {
    render(<ReferForm send={async () => undefined} />);
    await userEvent.type(screen.getByLabelText("Your friend's name"), 'Mere Tamati');
    await userEvent.type(screen.getByLabelText("Your friend's email"), 'mere@example.co.nz');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('status').textContent).toBe(
      'Could not submit the form. There was 1 error.\u00a0',
    );
    expect(document.activeElement).toBe(
      screen.getByRole('checkbox', { name: /They agreed to be contacted/ }),
    );
  });

  it('validates nothing while typing or leaving an input before the first submit (docs/decisions/020)', async () => {
    render(<ReferForm send={async () => undefined} />);
    await userEvent.type(screen.getByLabelText("Your friend's email"), 'nope');
    await userEvent.tab();
    expect(screen.queryByText('The value is invalid')).toBeNull();
    expect(screen.getByLabelText("Your friend's email").getAttribute('aria-invalid')).not.toBe(
      'true',
    );
  });

  it('validates live after the first submit, with the rule context (a custom rule reads the configuration)', async () => {
    render(<ReferForm send={async () => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const name = screen.getByLabelText("Your friend's name");
    await userEvent.type(name, 'Me');
    expect(screen.getByText('Please enter their full name')).toBeTruthy();
    await userEvent.type(name, 're');
    expect(screen.queryByText('Please enter their full name')).toBeNull();
    expect(name.getAttribute('aria-invalid')).not.toBe('true');
  });

  it('sends once for a double click: the form is busy until the call settles', async () => {
    let settle = () => {};
    const send = vi.fn(() => new Promise<void>((resolve) => (settle = resolve)));
    render(<ReferForm send={send} />);
    await userEvent.type(screen.getByLabelText("Your friend's name"), 'Mere Tamati');
    await userEvent.type(screen.getByLabelText("Your friend's email"), 'mere@example.co.nz');
    await userEvent.click(screen.getByRole('checkbox', { name: /They agreed/ }));
    const button = screen.getByRole('button', { name: 'Send' });
    await userEvent.dblClick(button);
    expect(send).toHaveBeenCalledTimes(1);
    expect((button as HTMLButtonElement).disabled).toBe(true);
    settle();
    await vi.waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
  });

  it('gets an invisible captcha token before the call; a 409 shows the fallback and submit waits for it', async () => {
    const answers: unknown[] = [];
    const send = vi.fn(async (form: FormRuntime<FormState>) => {
      answers.push(await form.captchaAnswer());
      if (answers.length === 1) form.requireFallback();
    });
    render(<ReferForm send={send} />);
    await userEvent.type(screen.getByLabelText("Your friend's name"), 'Mere Tamati');
    await userEvent.type(screen.getByLabelText("Your friend's email"), 'mere@example.co.nz');
    await userEvent.click(screen.getByRole('checkbox', { name: /They agreed/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    // The captcha's client loads with the first call (decision 113): a moment later.
    await vi.waitFor(() =>
      expect(answers).toEqual([{ response: 'invisible-token', fallback: false }]),
    );
    // The 409: the fallback shows, it is announced, and submit waits for it.
    await vi.waitFor(() =>
      expect(screen.getAllByRole('status').map((region) => region.textContent?.trim())).toContain(
        'One more check, please',
      ),
    );
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
    // The fallback itself, in the form's words (CaptchaSubmit).
    expect(await screen.findByRole('group', { name: 'One more check, please' })).toBeTruthy();
  });
});
