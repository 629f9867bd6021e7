import { step1Copy } from './loan-application-step-1-copy.ts';
import { step2Copy } from './loan-application-step-2-copy.ts';
import { step3Copy } from './loan-application-step-3-copy.ts';
import { step4Copy } from './loan-application-step-4-copy.ts';

/**
 * Every step's section headings and field words, by step (loan-application-step-N-copy.ts): what
 * a step's page holds once it has them all (a signed-in customer's summary) and what the staff's
 * view of an application labels its answers with.
 */
export const STEP_COPY = { 1: step1Copy, 2: step2Copy, 3: step3Copy, 4: step4Copy } as const;

/** A step's words: its sections, its fields and a broker's words for them. */
export type StepCopy = (typeof STEP_COPY)[keyof typeof STEP_COPY];

/** Every step's words together. */
export const applicationFieldsCopy = {
  sections: {
    ...step1Copy.sections,
    ...step2Copy.sections,
    ...step3Copy.sections,
    ...step4Copy.sections,
  },
  fields: { ...step1Copy.fields, ...step2Copy.fields, ...step3Copy.fields, ...step4Copy.fields },
  broker: {
    sections: {
      ...step1Copy.broker.sections,
      ...step2Copy.broker.sections,
      ...step3Copy.broker.sections,
      ...step4Copy.broker.sections,
    },
    fields: {
      ...step1Copy.broker.fields,
      ...step2Copy.broker.fields,
      ...step3Copy.broker.fields,
      ...step4Copy.broker.fields,
    },
  },
};
