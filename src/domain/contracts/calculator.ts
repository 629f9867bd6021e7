/**
 * The calculator configuration call (site-and-tools §3 "Calculator configuration"; architecture
 * "API surface": GET /api/calculator/config with the spec's field names).
 */
import { z } from 'zod';
import type { CalculatorConfig } from '../calculator/calculator.ts';
import { ERROR_RESPONSES } from './api.ts';
import { API } from './wire.ts';

const stops = z.array(z.number()).min(1).readonly();
const text = z.string().nullable();

const calculatorConfig = z.object({
  DefaultAmount: z.number(),
  DefaultInterest: z.number(),
  DefaultTerm: z.number(),
  AmountRanges: stops,
  InterestRanges: stops,
  TermRanges: stops,
  EstablishmentFeeRanges: z
    .array(z.object({ Start: z.number(), End: z.number(), Amount: z.number() }))
    .readonly(),
  PerPaymentFee: z.number(),
  MinimumWeeklyPayment: z.number(),
  CanContinue: z.boolean(),
  LoanAppUrl: text,
  NewAppUrl: text,
  ApplicationResumeStatement: text,
  CalculatorDisclaimer: text,
  RatesLink: z
    .object({ Url: z.string(), Name: z.string(), Target: z.enum(['_self', '_blank']) })
    .nullable(),
}) satisfies z.ZodType<CalculatorConfig>;

export const calculatorConfigContract = {
  ...API.calculatorConfig,
  response: { 200: calculatorConfig, ...ERROR_RESPONSES },
} as const;
