import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CALCULATOR_HANDOFF_KEY } from '../state/resume-storage.ts';
import { setUp, answer, nothingToResume, STEP_ONE } from './test-support.ts';

vi.mock('#web/forms/captcha/captcha-client.on-demand.ts', () => ({
  getCaptchaToken: vi.fn(async () => 'captcha-token'),
}));

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

// Moved from application-controller.test.ts with restore.ts: the calculator's hand-off to a new application.
describe('the step submit (loan-application §4, §7, §8)', () => {
  it('takes the calculator’s amount, term, rate and repayments once, into the form (loan-application §9)', async () => {
    localStorage.setItem('calculator-amount', '10000');
    localStorage.setItem('calculator-term', '24');
    localStorage.setItem('calculator-interest', '12.95');
    localStorage.setItem('calculator-repaymentW', '120.5');
    localStorage.setItem('calculator-repaymentF', '240.75');
    localStorage.setItem('calculator-repaymentM', '522.1');
    answer({ '/api/loan-app/resume': [nothingToResume] });
    const { store, actions } = setUp();
    store.setState({ status: 'initial' });
    await actions.load();
    const { values, formState } = store.getState();
    expect(values.LoanAmount).toBe('10000');
    expect(formState).toMatchObject({
      calculator_term: '24',
      calculator_interest: '12.95',
      calculator_repaymentW: '120.5',
      calculator_repaymentF: '240.75',
      calculator_repaymentM: '522.1',
    });
    expect(localStorage.getItem('calculator-amount')).toBeNull();
    localStorage.clear();
  });

  it.each([
    ['a real branch presets it', '101', { PreferredBranch: '101', preset: true }],
    [
      'a branch that no longer exists leaves the question asked',
      '999',
      { PreferredBranch: undefined, preset: false },
    ],
  ])(
    'takes the hand-off’s branch only when real: %s (loan-application §9)',
    async (_, id, want) => {
      sessionStorage.setItem(CALCULATOR_HANDOFF_KEY, JSON.stringify({ preferredBranch: id }));
      answer({ '/api/loan-app/resume': [nothingToResume] });
      const { store, actions } = setUp();
      store.setState({ status: 'initial' });
      await actions.load();
      expect(store.getState().formState.presetPreferredBranch).toBe(want.preset);
      expect(store.getState().values.PreferredBranch).toBe(want.PreferredBranch);
    },
  );
});

describe('a resumed application (loan-application §4, §8)', () => {
  it('gives a saved expiry date to its date input as yyyy-MM-dd; the date of birth keeps its selector’s yyyy/MM/dd', async () => {
    answer({
      '/api/loan-app/resume': [
        {
          status: 200,
          body: {
            Token: 'token-1',
            Guid: 'guid-1',
            Reference: '1000007',
            Step: 1,
            Version: 2,
            FormData: JSON.stringify({
              ...STEP_ONE,
              DateOfBirth: '1990/01/15',
              DriverLicenceExpiry: '2030/05/01',
              PassportExpiry: '2031/12/31',
              VisaExpiry: '2029/07/04',
            }),
            FormState: JSON.stringify({ preSaveCheckDone: true }),
            CentrixResult: null,
            Complete: false,
          },
        },
      ],
    });
    const { store, actions } = setUp();
    store.setState({ status: 'initial' });
    await actions.load();
    expect(store.getState()).toMatchObject({ status: 'ready', resumed: true, token: 'token-1' });
    expect(store.getState().values).toMatchObject({
      DateOfBirth: '1990/01/15',
      DriverLicenceExpiry: '2030-05-01',
      PassportExpiry: '2031-12-31',
      VisaExpiry: '2029-07-04',
    });
  });
});

describe('saved data that cannot be read (loan-application §8, issue 33 finding 4)', () => {
  it('opens the generic modal and logs the step, user agent and object id with the error', async () => {
    const calls = answer({
      '/api/loan-app/resume': [
        {
          status: 200,
          body: {
            Token: 'token-1',
            Guid: 'guid-1',
            Reference: '1000007',
            Step: 2,
            Version: 2,
            FormData: '{"FirstName": "Aroha"',
            FormState: '{}',
            CentrixResult: null,
            Complete: false,
          },
        },
      ],
      '/api/loan-app/log': [{ status: 202, body: {} }],
    });
    const { store, actions } = setUp();
    store.setState({ status: 'initial' });
    await actions.load();
    expect(store.getState().modal).toBe('app-generic-error-modal');
    await vi.waitFor(() => expect(calls.map((call) => call.path)).toContain('/api/loan-app/log'));
    const body = calls.find((call) => call.path === '/api/loan-app/log')!.body as URLSearchParams;
    expect(body.get('LoggingToken')).toBe('token-1');
    const message = JSON.parse(body.get('LoggingMessage')!) as Record<string, unknown>;
    expect(message).toMatchObject({ step: 1, userAgent: navigator.userAgent, objectId: null });
    expect(typeof message.error).toBe('string');
    // The unreadable text itself, which may hold the applicant's answers, is not sent.
    expect(body.get('LoggingMessage')).not.toContain('Aroha');
  });
});
