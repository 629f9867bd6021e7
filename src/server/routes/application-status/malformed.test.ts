import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { API } from '#domain/contracts/wire.ts';
import { buildTestApp } from '#server/test-support/test-app.ts';

// Found by the fuzzer (seed -299064209): a multipart body cut short before its first boundary
// answered 500 from every route that takes multipart.
let app: FastifyInstance;
let close: () => Promise<void>;
beforeAll(async () => ({ app, close } = await buildTestApp()), 120_000);
afterAll(async () => close());

const BODIES = [
  '--x\r\nContent-Disposition: form-data; name="Link"\r\n\r\nabc\r\n--x--\r\n',
  'garbage',
  '',
];

describe('a broken multipart body answers 4xx with a message', () => {
  const requestedDocument = API.applicantDocument.path
    .replace(':reference', '123')
    .replace(':id', '1');
  for (const path of [API.statusLinkOpen.path, API.uploadDriverLicence.path, requestedDocument])
    for (const payload of BODIES)
      it(`${path} ${JSON.stringify(payload).slice(0, 24)}`, async () => {
        const response = await app.inject({
          method: 'POST',
          url: path,
          headers: { 'content-type': 'multipart/form-data; boundary=x' },
          payload,
        });
        expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, response.body).toBeLessThan(500);
        expect(response.json()).toHaveProperty('error');
      });
});
