import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { accounts } from '#server/db/schema/index.ts';
import { insertSubmittedApplication } from '#server/loan-application/submitted-application.ts';
import type { ServiceDeps } from '#server/services.ts';
import { saveCompleteRecord, saveIdentityCheck } from './lending.ts';
import { sessionCookie } from './sessions.ts';
import { buildTestApp } from './test-app.ts';

/**
 * A staff account `<name>@kowhai.example.nz` with these roles, of `branch` when given: its id,
 * which begins with the name, so accounts ordered by id (auto-assign's turn) follow the names.
 */
export async function staffAccount(
  db: ServiceDeps['db'],
  name: string,
  roles: string[],
  branch?: string,
): Promise<string> {
  const id = `${name}-${randomUUID()}`;
  await db.insert(accounts).values({
    id,
    kind: 'staff',
    email: `${name}@kowhai.example.nz`,
    passwordHash: 'x',
    roles,
    ...(branch ? { staffBranch: branch } : {}),
  });
  return id;
}

/** A staff account (`staffAccount`) signed in: its id, and the Cookie header its browser sends. */
export async function signedInStaff(
  app: FastifyInstance,
  name: string,
  roles: string[],
): Promise<{ id: string; cookie: string }> {
  const id = await staffAccount(app.db, name, roles);
  return { id, cookie: await sessionCookie(app, { kind: 'staff', id, roles }) };
}

/** The staff tests' app of one test file, and the staff signed in to it by name. */
export interface StaffTestApp {
  readonly app: FastifyInstance;
  /** Each signed-in member's Cookie header, by the name they signed in with. */
  readonly cookies: Record<string, string>;
  /** Each signed-in member's account id, by that name. */
  readonly ids: Record<string, string>;
  /** Signs in a staff account `<name>@kowhai.example.nz` with these roles (`signedInStaff`). */
  signIn(name: string, roles: string[]): Promise<{ id: string; cookie: string }>;
}

/**
 * The test app (`buildTestApp`, these options) of a staff or lending test file: built before the
 * file's tests, its own `beforeAll` hooks running after this one, and closed after them.
 */
export function staffTestApp(options: Parameters<typeof buildTestApp>[0] = {}): StaffTestApp {
  let built: Awaited<ReturnType<typeof buildTestApp>> | undefined;
  const harness: StaffTestApp = {
    get app() {
      if (!built) throw new Error('the staff test app is built in beforeAll, not before');
      return built.app;
    },
    cookies: {},
    ids: {},
    async signIn(name, roles) {
      const member = await signedInStaff(harness.app, name, roles);
      harness.cookies[name] = member.cookie;
      harness.ids[name] = member.id;
      return member;
    },
  };
  beforeAll(async () => {
    built = await buildTestApp(options);
  }, 240_000);
  afterAll(async () => built?.close());
  return harness;
}

/** What `queuedApplication` is told: the applicant's name, the amount, and what else differs. */
export interface QueuedApplication {
  first: string;
  last: string;
  amount: number;
  complete?: boolean;
  /** When it was last changed (ISO): a submitted application's submittedAt. */
  submitted?: string;
  source?: string;
  /** The preferred branch's id; none by default. */
  branch?: string;
  /** Whether it has a complete affordability record (the default), or none yet. */
  record?: boolean;
  /** Whether the record comes with a verified identity check (the default), or none. */
  identity?: boolean;
}

/**
 * An application in the staff queue: submitted (or, with `complete: false`, at step 2) by
 * `first.last@example.co.nz` for `amount` dollars for a car, last changed at `submitted`, with a
 * complete affordability record of that amount (issue 21: no decision without one). Answers its
 * reference.
 */
export async function queuedApplication(
  db: ServiceDeps['db'],
  values: QueuedApplication,
): Promise<string> {
  const complete = values.complete ?? true;
  const row = await insertSubmittedApplication(db, {
    step: complete ? 4 : 2,
    complete,
    source: values.source ?? 'Website',
    applicantEmail: `${values.first}.${values.last}@example.co.nz`.toLowerCase(),
    formData: {
      FirstName: values.first,
      LastName: values.last,
      LoanAmount: String(values.amount),
      LoanPurpose: 'Car',
      ...(values.branch ? { PreferredBranch: values.branch } : {}),
    },
    updatedAt: new Date(values.submitted ?? '2026-07-08T23:00:00Z'),
  });
  // The record assessed the amount asked for: an approval is for exactly it (issue 30 finding 1).
  if (values.record ?? true)
    await saveCompleteRecord(
      db,
      row.id,
      (record) => ({
        ...record,
        loan: { ...record.loan, amount: values.amount },
      }),
      1,
      { identity: values.identity ?? true },
    );
  else if (values.identity) await saveIdentityCheck(db, row.id);
  return row.reference;
}
