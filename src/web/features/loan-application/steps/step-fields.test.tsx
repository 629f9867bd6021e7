import { cleanup, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loanApplicationConfig } from '#content/loan-application.ts';
// Loaded up front: step 2's address input asks for these answer schemas on demand, and a request
// still in flight when the file's environment is torn down is an unhandled error.
import '#domain/contracts/address-finder.ts';
import {
  STEP_RULES,
  STEPS,
  isFieldDisabled,
  isFieldShown,
  type ApplicantRoles,
  type LoanApplicationRuleContext,
  type Step,
} from '#domain/loan-application/index.ts';
import type { FormValues } from '#domain/validation/types.ts';
import { ApplicationViewContext, type ApplicationView } from '../state/application-context.tsx';
import type { ApplicationActions } from '../controller/controller-types.ts';
import { initialApplication } from '../state/initial-state.ts';
import { StepOneFields } from './step-1-form.tsx';
import { StepTwoFields } from './step-2-form.tsx';
import { StepThreeFields } from './step-3-form.tsx';
import { StepFourFields } from './step-4-form.tsx';

afterEach(cleanup);

type Role = 'anonymous' | 'broker' | 'customer' | 'secondary';
const ROLES: readonly Role[] = ['anonymous', 'broker', 'customer', 'secondary'];

/** What the rule context holds besides the values: the one place to adapt when roles come from the session actor. */
interface Situation {
  role: Role;
  values: FormValues;
  specifyLoanAmount?: boolean;
  centrixResult?: string | null;
  presetPreferredBranch?: boolean;
}

function ruleContextFor(situation: Situation): LoanApplicationRuleContext {
  const roles: ApplicantRoles = {
    isBroker: situation.role === 'broker',
    isLoggedIn: situation.role === 'customer',
    isSecondary: situation.role === 'secondary',
    debug: false,
  };
  const referrer =
    situation.role === 'broker'
      ? (loanApplicationConfig.referrers.find((candidate) => candidate.isBroker) ?? null)
      : null;
  return {
    values: situation.values,
    today: new Date('2026-03-01T00:00:00Z'),
    config: {
      ...loanApplicationConfig,
      roles,
      referrer,
      centrixResult: situation.centrixResult ?? null,
      specifyLoanAmount: situation.specifyLoanAmount ?? false,
      presetPreferredBranch: situation.presetPreferredBranch ?? false,
    },
  };
}

/** Values (and form state) that between them reveal every conditional field of each step. */
const REVEALING: Record<Step, Omit<Situation, 'role'>[]> = {
  1: [
    { values: {} },
    {
      values: { LoanPurpose: 'Other', JointApplication: 'Yes', BrokerOptInCci: 'No' },
      specifyLoanAmount: true,
    },
  ],
  2: [
    { values: {} },
    {
      values: { AddressDurationYear: '1', AddressDurationMonth: '0' },
      presetPreferredBranch: true,
    },
  ],
  3: [
    { values: { Residency: 'No', ProofType: 'NZDL' } },
    { values: { Residency: 'Yes', ProofType: 'PASS' } },
    { values: { Residency: 'Yes', ProofType: 'Other' } },
  ],
  4: [
    {
      values: {
        SecurityType: 'Vehicle',
        EmploymentStatus: 'Full Time Worker',
        EmploymentTimeYear: '1',
        EmploymentTimeMonth: '0',
        PreviousEmploymentStatus: 'Self Employed',
        ImpendingIncomeChange: 'Yes',
        BrokerIllionSwitch: 'Yes',
      },
      centrixResult: loanApplicationConfig.incomeCreditCodes[0]!,
    },
    { values: { SecurityType: 'None', EmploymentStatus: 'Retired' } },
  ],
};

const STEP_FIELDS: Record<Step, () => ReactElement> = {
  1: () => <StepOneFields />,
  2: () => <StepTwoFields />,
  3: () => <StepThreeFields />,
  4: () => <StepFourFields />,
};

function renderStep(
  step: Step,
  context: LoanApplicationRuleContext,
): { names: Set<string>; ids: Set<string> } {
  const initial = initialApplication('', loanApplicationConfig);
  const view: ApplicationView = {
    context,
    actions: new Proxy({}, { get: () => vi.fn() }) as ApplicationActions,
    state: {
      values: { ...initial.values, ...context.values },
      formState: initial.formState,
      token: null,
      version: null,
      retrying: false,
      errors: {},
      validated: {},
      busy: false,
      modal: null,
      fallbackCaptcha: { required: false, response: null, attempt: 0 },
      dirty: false,
      leavePromptRemoved: false,
      status: 'ready',
      resumed: false,
      dataErrorPending: false,
      pendingConversion: null,
      announcement: null,
      query: initial.query,
      invalidReferrerQuery: false,
      invitationProblem: null,
      focusFirstError: 0,
      focusHeading: false,
      submitted: false,
      resumeLinkNotice: null,
    },
  };
  const { container } = render(
    <ApplicationViewContext.Provider value={view}>
      {STEP_FIELDS[step]()}
    </ApplicationViewContext.Provider>,
  );
  const controls = [...container.querySelectorAll('input, select, textarea')];
  return {
    // An address input names its parts Address.Unit, Address.City ...: they belong to Address.
    names: new Set(
      controls
        .map((control) => control.getAttribute('name')?.split('.')[0])
        .filter((name) => name !== undefined),
    ),
    // The address search box has no name of its own: its id is the field's (the label points at it).
    // A locked field the rules still check shows as a read-only line marked with its name.
    ids: new Set([
      ...controls.map((control) => control.id),
      ...[...container.querySelectorAll('[data-field]')].map((line) =>
        line.getAttribute('data-field')!,
      ),
    ]),
  };
}

/** Fields whose value the page sets itself (query, configuration): never an input, never required. */
const pageSet = (step: Step) =>
  STEP_RULES[step].filter((rule) => rule.type === 'hidden').map((rule) => rule.name);

describe('each step renders what its rule table asks for (issue 7 finding 1)', () => {
  for (const step of STEPS) {
    for (const role of ROLES) {
      it(`step ${step} for a ${role} applicant renders every field the table shows, and nothing else`, () => {
        const names = new Set(STEP_RULES[step].map((rule) => rule.name));
        for (const situation of REVEALING[step]) {
          const context = ruleContextFor({ role, ...situation });
          const rendered = renderStep(step, context);
          const expected = STEP_RULES[step]
            .filter((rule) => rule.type !== 'hidden')
            .map((rule) => rule.name)
            // A disabled field is not validated: a locked amount or purpose shows as text instead.
            .filter((name) => isFieldShown(name, context) && !isFieldDisabled(name, context));
          const missing = expected.filter(
            (name) => !rendered.names.has(name) && !rendered.ids.has(name),
          );
          expect(missing, `${JSON.stringify(situation)}: shown by the table, not rendered`).toEqual(
            [],
          );
          const unknown = [...rendered.names].filter((name) => !names.has(name));
          expect(unknown, 'rendered, not in the table').toEqual([]);
          cleanup();
        }
      });
    }

    it(`step ${step}: the situations above reveal every field of the table for some role`, () => {
      const revealed = new Set(
        ROLES.flatMap((role) =>
          REVEALING[step].flatMap((situation) => {
            const context = ruleContextFor({ role, ...situation });
            return STEP_RULES[step]
              .map((rule) => rule.name)
              .filter((name) => isFieldShown(name, context));
          }),
        ),
      );
      const hidden = new Set(pageSet(step));
      expect(
        STEP_RULES[step]
          .map((rule) => rule.name)
          .filter((name) => !revealed.has(name) && !hidden.has(name)),
      ).toEqual([]);
    });

    it(`step ${step}: a value the page sets itself is never required`, () => {
      const required = STEP_RULES[step].filter(
        (rule) => rule.type === 'hidden' && rule.required !== undefined,
      );
      expect(required.map((rule) => rule.name)).toEqual([]);
    });
  }
});
