// The generated workspace the benches share (decision 078): 20 officers, 100,000 applications in
// every status and 1,000,000 audit rows, written with plain SQL into a migrated database.
export const APPLICATIONS = 100_000;
export const AUDITS_PER_APPLICATION = 10;
export const LAST_NAMES = [
  'Ngata',
  'Wilson',
  'Smith',
  'Tane',
  'Walker',
  'Brown',
  'Parata',
  'Chen',
  'Singh',
  'Taylor',
];

/** Generates the data with a plain client: the app's pool cuts a statement off after 10 s. */
export async function generate(url: string): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const run = (text: string) => client.query(text);
  const names = `(array[${LAST_NAMES.map((name) => `'${name}'`).join(',')}])`;
  await run(`
    insert into accounts (id, kind, email, password_hash, roles)
    select 'staff-' || i, 'staff', 'officer' || i || '@kowhai.example.nz', 'x', '["officer"]'::jsonb
    from generate_series(1, 20) i`);
  await run(`
    insert into applications (token, guid, step, complete, source, applicant_email, form_data,
      workflow_status, assigned_to, created_at, updated_at)
    select 't' || i, 'g' || i, 4, i % 10 <> 0,
      (array['Website','Broker','Joint Borrower','Branch','Staff'])[1 + i % 5],
      'person' || i || '@example.co.nz',
      jsonb_build_object('FirstName', 'Person' || i, 'LastName', ${names}[1 + i % 10] || (i % 997),
        'LoanAmount', (1000 + (i * 37) % 49000)::text, 'LoanPurpose', 'Car',
        'PreferredBranch', (1 + i % 12)::text, 'Email', 'person' || i || '@example.co.nz'),
      case when i % 10 = 0 then null else (array[null,'in-review','information-requested','approved','declined'])[1 + i % 5] end,
      case when i % 3 = 0 then null else 'staff-' || (1 + i % 20) end,
      now() - (i || ' minutes')::interval, now() - (i || ' minutes')::interval
    from generate_series(1, ${APPLICATIONS}) i`);
  await run(`
    insert into application_audits (application_id, version, step, form_data, form_state, actor_kind, created_at)
    select a.id, v, 1 + v % 4, '{}'::jsonb, '{}'::jsonb, 'anonymous', a.created_at
    from applications a cross join generate_series(1, ${AUDITS_PER_APPLICATION}) v`);
  // What autovacuum does in a running database: the visibility map lets counts read the index only.
  await run('vacuum analyze');
  await client.end();
}
