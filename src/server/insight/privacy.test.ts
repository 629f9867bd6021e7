import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { buildTestApp } from '#server/test-support/test-app.ts';
import { testClientAddress } from '#server/test-support/captcha.ts';
import { applicant, saveSteps } from '#server/test-support/loan-application.ts';
import { sessionCookie, TEST_STAFF } from '#server/test-support/sessions.ts';
import { queryRows } from '../address-search/sql-rows.ts';
import { rollUpInsight } from './rollup.ts';

// Issue 22 "Privacy": distinctive personal values go through a whole journey (the saves, the
// logging call with its form data, the entry page's parameters) and none of them is found in the
// insight tables or in any CSV download.
const DISTINCTIVE = {
  FirstName: 'Wiremuzzq',
  LastName: 'Paraonezzq',
  Email: 'wiremu.zzq@privacy-test.example.nz',
  ContactNumber: '021 987 6543',
  StreetName: 'Zzqwerty',
  AdditionalInformation: 'Zzq secret note about my finances',
  // The free-text Referrer parameter (?referrer=jane@example.nz, issue 33 finding 5): only a
  // configured referrer's id is kept for insight.
  Referrer: 'jane.zzq@privacy-test.example.nz',
};
const NEEDLES = ['zzq', '987 6543', '9876543', 'privacy-test'];

let app: FastifyInstance;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ app, close } = await buildTestApp());
});
afterAll(async () => close());

describe('insight keeps no personal data (issue 22 "Privacy")', () => {
  it('finds none of an applicant’s values in the events, roll-ups or CSV', async () => {
    const base = applicant();
    const values = applicant({
      FirstName: DISTINCTIVE.FirstName,
      LastName: DISTINCTIVE.LastName,
      Email: DISTINCTIVE.Email,
      ContactNumber: DISTINCTIVE.ContactNumber,
      Address: { ...(base.Address as object), StreetName: DISTINCTIVE.StreetName },
      AdditionalInformation: DISTINCTIVE.AdditionalInformation,
      Referrer: DISTINCTIVE.Referrer,
    });
    const visitId = 'visit-0000-0000-0001';
    const event = (payload: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: '/api/insight/events',
        remoteAddress: testClientAddress(),
        payload: { visitId, step: 1, viewportWidth: 390, ...payload },
      });
    // Parameters an advertiser might abuse: refused or reduced to a token, never kept.
    const abused = await event({
      name: 'step_viewed',
      entry: {
        utmSource: DISTINCTIVE.Email,
        utmMedium: DISTINCTIVE.FirstName,
        referrerHost: 'search.example.nz',
      },
    });
    expect(abused.statusCode).toBe(202);
    const badField = await event({ name: 'step_left', field: DISTINCTIVE.AdditionalInformation });
    expect(badField.statusCode).toBe(400);
    const log = await app.inject({
      method: 'POST',
      url: '/api/loan-app/log',
      remoteAddress: testClientAddress(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        LoggingToken: '',
        LoggingMessage: JSON.stringify({
          step: 1,
          visitId,
          validation: {
            Email: 'pattern',
            [DISTINCTIVE.Email]: 'required',
            FirstName: DISTINCTIVE.FirstName,
          },
          formData: values,
        }),
      }).toString(),
    });
    expect(log.statusCode).toBe(202);
    const { keys } = await saveSteps(app, values, 4);
    await event({ name: 'step_viewed', step: 4, token: keys.Token });
    await rollUpInsight({ db: app.db, clock: app.clock });

    const tables = ['insight_events', 'insight_journeys', 'insight_field_daily'];
    for (const table of tables) {
      const rows = await queryRows<{ row: string }>(
        app.db,
        sql`select t::text as row from ${sql.identifier(table)} t`,
      );
      expect(rows.length, table).toBeGreaterThan(0);
      const text = rows
        .map((r) => r.row)
        .join('\n')
        .toLowerCase();
      for (const needle of NEEDLES) expect(text, `${table} holds ${needle}`).not.toContain(needle);
    }
    // The summary's one real failure is kept, as a field name and a kind.
    const failures = await queryRows<{ field: string; error_kind: string }>(
      app.db,
      sql`select field, error_kind from insight_events where name = 'validation_failed'`,
    );
    expect(failures).toEqual([{ field: 'Email', error_kind: 'pattern' }]);

    const staff = await sessionCookie(app, TEST_STAFF);
    const today = app.clock().toISOString().slice(0, 10);
    const range = `from=${Number(today.slice(0, 4)) - 1}${today.slice(4)}&to=${today}`;
    for (const url of [
      ...['stages', 'branches', 'days', 'times', 'source', 'referrer', 'device', 'channel'].map(
        (table) => `/api/staff/insight/funnel?${range}&format=csv&table=${table}`,
      ),
      `/api/staff/insight/fields?${range}&format=csv`,
    ]) {
      const response = await app.inject({ method: 'GET', url, headers: { cookie: staff } });
      expect(response.statusCode, url).toBe(200);
      for (const needle of NEEDLES) expect(response.body.toLowerCase(), url).not.toContain(needle);
    }
  });
});
