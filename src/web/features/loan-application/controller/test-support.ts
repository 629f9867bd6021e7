import { vi } from 'vitest';
import { loanApplicationConfig } from '#content/loan-application.ts';
import { branches as contentBranches } from '#content/branches.ts';
import { STEP_RULES, type Step } from '#domain/loan-application/index.ts';
import { createStore } from '#web/forms/store.ts';
import { createApplicationActions } from './application-controller.ts';
import {
  initialApplicationState,
  type ApplicationState,
  type ApplicationStore,
} from '../state/application-store.ts';
import { initialApplication } from '../state/initial-state.ts';
import { holdStepRules } from '../state/rules.ts';

// What the controller's tests share: a store on a step with step 1 answered, the controller over
// it, and a fetch that answers each path in turn and records the calls.

export const STEP_ONE = {
  LoanPurpose: 'Vehicle purchase',
  JointApplication: 'No',
  Title: 'Ms',
  FirstName: 'Aroha',
  LastName: 'Ngata',
  Email: 'aroha@example.co.nz',
  AgreedToPrivacyPolicy: true,
};

export function setUp(step: Step = 1, search = '') {
  // As the step's page does with its form (decision 115): its own step's rules.
  holdStepRules({ [step]: STEP_RULES[step] });
  const initial = initialApplication(search, loanApplicationConfig);
  const store: ApplicationStore = createStore<ApplicationState>({
    ...initialApplicationState(initial),
    values: { ...initial.values, ...STEP_ONE },
    status: 'ready',
    invalidReferrerQuery: false,
  });
  const navigate = vi.fn();
  const actions = createApplicationActions({
    store,
    step,
    navigate,
    assign: vi.fn(),
    search: () => search,
    today: () => new Date('2026-03-01T00:00:00Z'),
    debug: false,
    actor: { kind: 'anonymous' },
    customer: null,
    // The branches the step pages' data holds: the table seeded from the demo content.
    branches: contentBranches,
    config: loanApplicationConfig,
    messages: {
      saving: 'Saving',
      processing: 'Processing',
      captchaFallback: 'One more check',
      retrying: 'Retrying',
    },
  });
  return { store, actions, navigate };
}

export type Answer = { status: number; body: unknown };
export function answer(routes: Record<string, Answer[]>) {
  const calls: { path: string; body: unknown; headers: Record<string, string> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      calls.push({
        path,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
        headers: init.headers as Record<string, string>,
      });
      const next = routes[path]?.shift() ?? { status: 500, body: {} };
      return new Response(JSON.stringify(next.body), {
        status: next.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

export const saved = {
  status: 200,
  body: {
    Token: 'token-1',
    Guid: 'guid-1',
    CentrixResult: null,
    Reference: '1000007',
    Step: 2,
    Version: 1,
  },
};
export const passed = { status: 200, body: { success: true, message: '' } };
/** The session holds no application (decision 059): a new one starts. */
export const nothingToResume = {
  status: 404,
  body: { error: 'We could not find your application.' },
};
