import { describe, expect, it } from 'vitest';
import { STEP_RULES, STEPS } from '#domain/loan-application/index.ts';
import { captureLog } from './test-support/log-capture.ts';
import { redactClientLog } from './loan-application/redact.ts';

const SECRET = 'secret-value-7';

function loggedLine(record: Record<string, unknown>): string {
  const { logger, output } = captureLog();
  logger.info(record, 'entry');
  return output();
}

const redactedByLogger = (name: string) =>
  !loggedLine({ form: { [name]: SECRET } }).includes(SECRET);
const redactedFromClientLog = (name: string) =>
  !JSON.stringify(redactClientLog({ formData: { [name]: SECRET } })).includes(SECRET);

// Fields one of the two lists had and the other lacked on main (issue 7 finding 5).
const DISPUTED = [
  'VisaExpiry',
  'PassportExpiry',
  'VehicleRegistrationNumber',
  'VehicleVinNumber',
  'EmploymentCompany',
  'EmploymentWorkPhoneNumber',
  'IncomeChangeReason',
  'AdditionalInformation',
  'LoanPurposeOther',
  'LoanAmountDescription',
];

describe('log redaction and client-log redaction agree (issue 7 finding 5)', () => {
  it.each(DISPUTED)('both redact %s', (name) => {
    expect({ logger: redactedByLogger(name), clientLog: redactedFromClientLog(name) }).toEqual({
      logger: true,
      clientLog: true,
    });
  });

  const personal = STEPS.flatMap((step) => STEP_RULES[step]).filter((rule) => rule.personal);
  it.each(personal.map((rule) => rule.name))(
    'both redact %s, which the rule table flags as personal data',
    (name) => {
      expect(redactedByLogger(name)).toBe(true);
      expect(redactedFromClientLog(name)).toBe(true);
    },
  );

  const notPersonal = STEPS.flatMap((step) => STEP_RULES[step])
    .filter((rule) => !rule.personal && rule.type !== 'hidden')
    .map((rule) => rule.name);
  it.each(notPersonal)('both keep %s, which support needs to see', (name) => {
    expect(redactedByLogger(name)).toBe(false);
    expect(redactedFromClientLog(name)).toBe(false);
  });
});
