import { describe, expect, it } from 'vitest';
import { captureLog as capture } from './test-support/log-capture.ts';

describe('logs carry no personal data', () => {
  it('redacts names, emails, phone numbers, dates of birth and ID numbers at any depth', () => {
    const { logger, output } = capture();
    logger.info(
      {
        FirstName: 'Aroha',
        application: {
          Email: 'aroha@example.nz',
          ContactNumber: '021 123 4567',
          DateOfBirth: '1990/01/31',
        },
        form: { values: { DriverLicenceNumber: 'AB123456' } },
      },
      'saved',
    );
    const text = output();
    for (const secret of ['Aroha', 'aroha@example.nz', '021 123 4567', '1990/01/31', 'AB123456'])
      expect(text).not.toContain(secret);
    expect(text).toContain('[Redacted]');
  });

  it('logs the path of a request but never its query string', () => {
    const { logger, output } = capture();
    // Fastify logs the request object under `req`; the serializer turns it into id, method and path.
    logger.info(
      {
        req: {
          id: 'r1',
          method: 'GET',
          url: '/loan-application/step-1/?first-name=Aroha&email=a%40b.nz',
        },
      },
      'request',
    );
    expect(output()).toContain('/loan-application/step-1/');
    expect(output()).not.toContain('Aroha');
  });
});
