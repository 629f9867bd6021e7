import { describe, expect, it } from 'vitest';
import { cycles, folderGraph, importGraph, knots } from './import-graph.ts';

// No import cycles in the server (docs/decisions/131, issue 29 finding 6): a module can be read,
// tested and moved after the modules it imports. The registries (app.ts and its jobs, the demo
// data, the page data in page-data.ts) sit above the features they list; a feature imports only
// the leaf that types its entry (pages/page-data-loader.ts, an adapter's types.ts).
describe('import cycles in src/server', { timeout: 60_000 }, () => {
  const graph = importGraph('src/server');

  it('finds no circle of modules', () => {
    expect(cycles(graph).map((cycle) => cycle.join(' -> '))).toEqual([]);
  });

  // Between folders: test-support is the tests' harness (it builds the whole app), so it is left
  // out. The infrastructure is below every feature; the one knot left is the lender's workflow
  // among six features, which issue 29's workflow policy takes apart: it may shrink, never grow.
  const folders = folderGraph(
    new Map([...graph].filter(([file]) => !file.startsWith('src/server/test-support/'))),
    'src/server',
  );
  const WORKFLOW_KNOT = [
    'accounts',
    'applicant',
    'lending',
    'loan-application',
    'staff',
    'uploads',
  ];

  it('keeps the infrastructure and the registries out of any knot of folders', () => {
    const knotted = knots(folders).flat();
    for (const layer of [
      'db',
      'jobs',
      'adapters',
      'crypto',
      'pages',
      'plugins',
      'routes',
      'sandboxes',
      'branches',
      'app.ts',
      'page-data.ts',
      'demo-data.ts',
      'services.ts',
    ])
      expect(knotted, layer).not.toContain(layer);
  });

  it('has no knot of folders beyond the workflow features', () => {
    for (const knot of knots(folders)) expect(WORKFLOW_KNOT).toEqual(expect.arrayContaining(knot));
  });
});
