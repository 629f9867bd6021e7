import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { API } from '#domain/contracts/wire.ts';
import { ROOT_DIR } from '../paths.ts';
import { buildTestApp } from '../test-support/test-app.ts';

// Issue 33 "Running it" 3: the alerting rules and the dashboard an operator loads name only
// metrics, labels and label values the server really exports (plugins/metrics.ts), so a renamed
// metric breaks this test, not the operator's alerts on a bad day.
const RULES = 'ops/prometheus/alerts.yml';
const DASHBOARD = 'ops/grafana/lender-dashboard.json';
/** Added by Prometheus itself, not by the server: the scrape's health and its job label. */
const PROMETHEUS_OWN = new Set(['up']);
const PROMETHEUS_LABELS = new Set(['job', 'instance', 'le']);
/** Labels whose values are the server's own names (a route's pattern, a queue), seen in a scrape. */
const VALUES_CHECKED = new Set(['route', 'queue']);

let app: FastifyInstance;
let close: () => Promise<void>;
/** Every series name the server exports (a histogram's _bucket, _sum and _count), with its labels. */
const exported = new Map<string, Set<string>>();
/** The label values seen in a scrape, as `label=value`. */
const values = new Set<string>();

beforeAll(async () => {
  ({ app, close } = await buildTestApp({ env: { METRICS_TOKEN: 'ops-files-token-0123456789' } }));
  await app.inject(API.branchList.path);
  await app.inject({ method: 'POST', url: API.loanAppSave.path, payload: {} });
  for (const metric of await app.metrics.registry.getMetricsAsJSON()) {
    const names =
      String(metric.type) === 'histogram'
        ? ['_bucket', '_sum', '_count'].map((suffix) => metric.name + suffix)
        : [metric.name];
    const labels = new Set(metric.values.flatMap((value) => Object.keys(value.labels)));
    for (const name of names) exported.set(name, labels);
  }
  const scrape = await app.inject({
    url: '/metrics',
    headers: { authorization: 'Bearer ops-files-token-0123456789' },
  });
  for (const [, label, value] of scrape.body.matchAll(/(\w+)="([^"]*)"/g))
    values.add(`${label}=${value}`);
});
afterAll(async () => close());

/** Every `metric{label="value", ...}` selector in a PromQL expression. */
function selectors(expr: string) {
  return [...expr.matchAll(/([a-zA-Z_:][\w:]*)\{([^}]*)\}/g)].map(([, name, matchers]) => ({
    name: name!,
    matchers: [...matchers!.matchAll(/(\w+)\s*(=~|!~|!=|=)\s*"([^"]*)"/g)].map(
      ([, label, op, value]) => ({ label: label!, op: op!, value: value! }),
    ),
  }));
}

async function expressions(): Promise<Array<{ where: string; expr: string }>> {
  const rules = await readFile(path.join(ROOT_DIR, RULES), 'utf8');
  const alerts = [...rules.matchAll(/- alert: (\w+)\n\s+expr: (.+)/g)].map(([, alert, expr]) => ({
    where: `${RULES} ${alert}`,
    expr: expr!,
  }));
  const dashboard = JSON.parse(await readFile(path.join(ROOT_DIR, DASHBOARD), 'utf8')) as {
    panels: Array<{ title: string; targets: Array<{ expr: string }> }>;
  };
  const panels = dashboard.panels.flatMap((panel) =>
    panel.targets.map((target) => ({ where: `${DASHBOARD} ${panel.title}`, expr: target.expr })),
  );
  return [...alerts, ...panels];
}

describe('the operator’s alerts and dashboard (issue 33 "Running it" 3)', () => {
  it('cover 5xx, save latency, the queues, failed jobs, the database and the process', async () => {
    const all = (await expressions()).map(({ expr }) => expr).join('\n');
    expect((await expressions()).filter((e) => e.where.startsWith(RULES)).length).toBe(11);
    for (const needle of [
      'status=~"5.."',
      `route="${API.loanAppSave.path}"`,
      'queue="email_outbox"',
      'queue="jobs"',
      'queue="jobs_failed"',
      'status="503"',
      'db_pool_connections',
      'up{',
    ])
      expect(all).toContain(needle);
  });

  it('name only metrics, labels and values the server exports', async () => {
    for (const { where, expr } of await expressions()) {
      const found = selectors(expr);
      expect(found.length, `${where}: no metric selector`).toBeGreaterThan(0);
      for (const { name, matchers } of found) {
        if (PROMETHEUS_OWN.has(name)) continue;
        expect(exported.has(name), `${where}: ${name} is not exported`).toBe(true);
        for (const { label, op, value } of matchers) {
          if (PROMETHEUS_LABELS.has(label)) continue;
          const labels = exported.get(name)!;
          // A metric with no series yet (the pool's on the embedded database) has no labels to see.
          if (labels.size > 0)
            expect(labels.has(label), `${where}: ${name} has no ${label}`).toBe(true);
          if (op === '=' && VALUES_CHECKED.has(label))
            expect(values.has(`${label}=${value}`), `${where}: ${label}="${value}"`).toBe(true);
        }
      }
    }
  });
});
