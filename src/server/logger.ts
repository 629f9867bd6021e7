import type { FastifyServerOptions } from 'fastify';
import type { Env } from './env.ts';

/**
 * Field names that carry personal data anywhere in the app (form data, query strings, bodies).
 * Logs never carry them: pino replaces each with [Redacted].
 */
const PERSONAL_KEYS = [
  'FirstName',
  'MiddleName',
  'LastName',
  'Title',
  'Email',
  'ContactNumber',
  'DateOfBirth',
  'JointApplicantFirstName',
  'JointApplicantLastName',
  'JointApplicantEmail',
  'JointApplicantPhoneNumber',
  'BrokerEmailSubmission',
  'DriverLicenceNumber',
  'DriverLicenceVersion',
  'PassportNumber',
  'Address',
  'AddressUnit',
  'AddressStreetNumber',
  'AddressStreetName',
  'AddressSuburb',
  'AddressCity',
  'AddressPostcode',
  'FormData',
  'FormState',
  'LoggingMessage',
  'FullName',
  'Name',
  'FriendName',
  'FriendPhone',
  'FriendEmail',
  'CustomerNumber',
  'Customer',
  'Application',
  'Token',
  'Guid',
  'token',
  'guid',
  'appref',
  'email',
  'phone',
  'name',
  'address',
  'query',
  'body',
  'password',
];

export const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-captcha-response"]',
  'req.body',
  ...PERSONAL_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
];

export function loggerOptions(env: Env): FastifyServerOptions['logger'] {
  return {
    level: env.NODE_ENV === 'test' ? 'silent' : env.LOG_LEVEL,
    redact: { paths: REDACT_PATHS, censor: '[Redacted]' },
    serializers: {
      // Query strings carry names, emails and address searches: log the path only.
      req(request: { method: string; url: string; id: string }) {
        return {
          id: request.id,
          method: request.method,
          path: String(request.url ?? '').split('?')[0],
        };
      },
    },
  };
}
