import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, desc, eq } from 'drizzle-orm';
import type { TestDatabaseHandle } from '#server/test-support/test-app.ts';
import { openTestDatabase } from '#server/test-support/test-app.ts';
import { staffActions } from './schema/index.ts';
import { jsonRows, selectValues } from './json-rows.ts';

let database: TestDatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.insert(staffActions).values([
    {
      actorId: 'a',
      action: 'exported',
      details: { rows: 3 },
      createdAt: new Date('2026-07-01T01:02:03.456Z'),
    },
    { actorId: 'b', action: 'exported', details: {}, createdAt: new Date('2026-07-02T00:00:00Z') },
    {
      actorId: 'c',
      action: 'viewed',
      requestId: 'r1',
      createdAt: new Date('2026-07-03T00:00:00Z'),
    },
  ]);
});
afterAll(async () => database.close());

describe('several selects answered by one statement (decision 106)', () => {
  it('gives each select its rows in its order, decoded as a select decodes them', async () => {
    const { db } = database;
    const answer = await selectValues(db, {
      newestFirst: jsonRows(db.select().from(staffActions).orderBy(desc(staffActions.id))),
      exported: jsonRows(
        db
          .select({ who: staffActions.actorId, n: count().as('n') })
          .from(staffActions)
          .where(eq(staffActions.action, 'exported'))
          .groupBy(staffActions.actorId)
          .orderBy(staffActions.actorId),
      ),
      none: jsonRows(db.select().from(staffActions).where(eq(staffActions.actorId, 'nobody'))),
    });
    expect(answer.newestFirst.map((row) => row.actorId)).toEqual(['c', 'b', 'a']);
    expect(answer.newestFirst[2]).toEqual({
      id: expect.any(Number),
      applicationId: null,
      actorId: 'a',
      requestId: null,
      action: 'exported',
      details: { rows: 3 },
      createdAt: new Date('2026-07-01T01:02:03.456Z'),
    });
    expect(answer.newestFirst[0]!.requestId).toBe('r1');
    expect(answer.exported).toEqual([
      { who: 'a', n: 1 },
      { who: 'b', n: 1 },
    ]);
    expect(answer.none).toEqual([]);
  });
});
