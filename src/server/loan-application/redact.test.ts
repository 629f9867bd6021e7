import { describe, expect, it } from 'vitest';
import { REDACTED, redactClientLog } from './redact.ts';

describe('client log redaction (issue 4: ID numbers redacted before storing)', () => {
  it('redacts identity numbers and personal fields of the form data, keeping the rest for support', () => {
    const redacted = redactClientLog({
      step: 3,
      userAgent: 'Mozilla/5.0',
      formData: {
        FirstName: 'Aroha',
        LastName: 'Ngata',
        Email: 'aroha@example.co.nz',
        DateOfBirth: '1990/04/23',
        DriverLicenceNumber: 'AB123456',
        DriverLicenceVersion: '123',
        PassportNumber: 'LA123456',
        ContactNumber: '021 123 4567',
        Address: { StreetNumber: '12', StreetName: 'Kōwhai' },
        AddressStreetName: 'Kōwhai',
        AddressDurationYear: '4',
        ProofType: 'NZDL',
        LoanAmount: '5000',
        MiddleName: '',
      },
    }) as { step: number; userAgent: string; formData: Record<string, unknown> };
    expect(redacted.step).toBe(3);
    expect(redacted.userAgent).toBe('Mozilla/5.0');
    for (const field of [
      'FirstName',
      'LastName',
      'Email',
      'DateOfBirth',
      'DriverLicenceNumber',
      'DriverLicenceVersion',
      'PassportNumber',
      'ContactNumber',
      'Address',
      'AddressStreetName',
    ]) {
      expect(redacted.formData[field], field).toBe(REDACTED);
    }
    expect(redacted.formData).toMatchObject({
      AddressDurationYear: '4',
      ProofType: 'NZDL',
      LoanAmount: '5000',
      MiddleName: '',
    });
  });

  it('parses form data sent as a JSON string inside the message and redacts it as a structure', () => {
    const redacted = redactClientLog({
      formData: JSON.stringify({ PassportNumber: 'N123456', LoanPurpose: 'Travel' }),
    });
    expect(redacted).toEqual({ formData: { PassportNumber: REDACTED, LoanPurpose: 'Travel' } });
  });

  it('scrubs licence and passport numbers, emails and phone numbers from free text', () => {
    const text = 'Licence AB123456 passport LA1234567 for aroha@example.co.nz on +64 21 123 4567';
    expect(redactClientLog({ error: text })).toEqual({
      error: `Licence ${REDACTED} passport ${REDACTED} for ${REDACTED} on ${REDACTED}`,
    });
  });

  it('keeps a validation summary readable: field names with their messages', () => {
    const summary = {
      DriverLicenceNumber: 'Your Driver Licence Number should only contain letters and numbers',
      Email: 'Please enter a valid email address.',
    };
    expect(redactClientLog({ validationSummary: summary })).toEqual({ validationSummary: summary });
  });

  it('still scrubs an identity number that a validation summary quotes', () => {
    expect(redactClientLog({ errors: { DriverLicenceNumber: 'AB123456 is not valid' } })).toEqual({
      errors: { DriverLicenceNumber: `${REDACTED} is not valid` },
    });
  });

  it('redacts the application token and guid, which open the application', () => {
    expect(redactClientLog({ Token: 'abc', Guid: 'def', objectId: 'portal-1' })).toEqual({
      Token: REDACTED,
      Guid: REDACTED,
      objectId: 'portal-1',
    });
  });

  it('stops at a bounded depth instead of recursing without end', () => {
    let deep: unknown = 'AB123456';
    for (let level = 0; level < 50; level++) deep = { level: deep };
    expect(JSON.stringify(redactClientLog(deep))).toContain('[Truncated]');
    expect(JSON.stringify(redactClientLog(deep))).not.toContain('AB123456');
  });
});
