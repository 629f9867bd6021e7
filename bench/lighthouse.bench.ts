// Lighthouse mobile (issue 12 finding 13 and proof 9): the median of 3 runs with Lighthouse's
// default settings (mobile emulation, simulated slow 4G and CPU throttling) on home, the loan
// calculator, step 1 of the loan application and bank statements, against the production build
// served locally by server.ts (built first when there is no build). Targets: performance >= 0.95,
// accessibility 1.0, best practices >= 0.95, SEO >= 0.95. Prints the figures and what each page
// loses points on, and writes the figures into bench/README.md.
// Run: npm run bench -- lighthouse
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freePort } from '#server/test-support/server-process.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = 3;
const PAGES = [
  { name: 'Home', path: '/' },
  { name: 'Loan calculator', path: '/loan-calculator/' },
  { name: 'Step 1', path: '/loan-application/step-1/' },
  { name: 'Bank statements', path: '/bank-statements/' },
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const TARGETS: Record<(typeof CATEGORIES)[number], number> = {
  performance: 0.95,
  accessibility: 1,
  'best-practices': 0.95,
  seo: 0.95,
};
/** Headless Chromium without its background traffic (updates, sync, safe browsing) on the page. */
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-default-apps',
  '--disable-extensions',
  '--disable-sync',
  '--no-first-run',
  '--metrics-recording-only',
];

function chromiumPath(): string {
  const found = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']
    .filter((candidate): candidate is string => Boolean(candidate))
    .find((candidate) => existsSync(candidate));
  if (!found) throw new Error('Chromium not found: node scripts/ensure-chromium.mjs');
  return found;
}

function ensureBuild(): void {
  if (existsSync(path.join(ROOT, 'dist/server/server.js')) && !process.env.BENCH_REBUILD) return;
  console.log('Building the site (npm run build) ...');
  const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('npm run build failed');
}

/** The production build as server.ts serves it, on a fresh data folder, on a port of its own. */
async function serve() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'lighthouse-bench-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['dist/server/server.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 180_000; ;) {
    if (child.exitCode !== null) throw new Error('the server exited');
    if (Date.now() > deadline) throw new Error('the server did not start');
    const ready = await fetch(`${url}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    async close() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

interface Run {
  scores: Record<string, number>;
  /** Audits that lost points, by category: the audit's title and its displayed value. */
  losses: string[];
  fcp: number;
  lcp: number;
  tbt: number;
}

async function audit(url: string): Promise<Run> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`no Lighthouse result for ${url}`);
    const { lhr } = result;
    const scores = Object.fromEntries(
      CATEGORIES.map((category) => [category, lhr.categories[category]?.score ?? 0]),
    );
    const losses: string[] = [];
    for (const category of CATEGORIES) {
      for (const ref of lhr.categories[category]?.auditRefs ?? []) {
        const item = lhr.audits[ref.id];
        if (!item || item.score === null || item.score >= 0.9) continue;
        if (ref.weight === 0 && category !== 'performance') continue;
        losses.push(
          `${category}: ${item.id} (${item.score})${item.displayValue ? ` ${item.displayValue}` : ''}`,
        );
      }
    }
    const metric = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? 0);
    return {
      scores,
      losses,
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
    };
  } finally {
    await chrome.kill();
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

ensureBuild();
const server = await serve();
const rows: string[] = [];
const notes: string[] = [];
try {
  for (const page of PAGES) {
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await audit(`${server.url}${page.path}`));
    const scores = Object.fromEntries(
      CATEGORIES.map((category) => [category, median(runs.map((run) => run.scores[category]!))]),
    );
    console.log(
      page.path,
      scores,
      runs.map((run) => run.scores),
    );
    // Each audit once, as its first run put it.
    const byAudit = new Map<string, string>();
    for (const loss of runs.flatMap((run) => run.losses))
      if (!byAudit.has(loss.split(' (')[0]!)) byAudit.set(loss.split(' (')[0]!, loss);
    const losses = [...byAudit.values()];
    for (const loss of losses) console.log(`  ${loss}`);
    const cell = (category: (typeof CATEGORIES)[number]) =>
      `${scores[category]!.toFixed(2)} ${scores[category]! >= TARGETS[category] ? 'met' : 'missed'}`;
    rows.push(
      `| ${page.name} (\`${page.path}\`) | ${cell('performance')} | ${cell('accessibility')} | ${cell('best-practices')} | ${cell('seo')} | ${median(runs.map((run) => run.fcp))} ms / ${median(runs.map((run) => run.lcp))} ms / ${median(runs.map((run) => run.tbt))} ms |`,
    );
    if (losses.length) notes.push(`- ${page.name}: ${losses.join('; ')}`);
  }
} finally {
  await server.close();
}

const text = [
  `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${os.cpus().length} CPU cores, load average ${os.loadavg()[0]!.toFixed(1)} at the end; Lighthouse ${(JSON.parse(await readFile(path.join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8')) as { version: string }).version}, mobile defaults, median of ${RUNS} runs per page.`,
  '',
  '| Page | Performance (≥ 0.95) | Accessibility (1.0) | Best practices (≥ 0.95) | SEO (≥ 0.95) | FCP / LCP / TBT (simulated) |',
  '| --- | --- | --- | --- | --- | --- |',
  ...rows,
  '',
  notes.length
    ? `Audits below 0.9 in any run:\n\n${notes.join('\n')}`
    : 'No audit below 0.9 in any run.',
].join('\n');
console.log(`\n${text}`);

const readme = path.join(ROOT, 'bench/README.md');
const current = await readFile(readme, 'utf8');
const block = `<!-- lighthouse:start -->\n\n${text}\n<!-- lighthouse:end -->`;
await writeFile(
  readme,
  current.includes('<!-- lighthouse:start -->')
    ? current.replace(/<!-- lighthouse:start -->[\s\S]*<!-- lighthouse:end -->/, block)
    : `${current.trimEnd()}\n\n## Lighthouse mobile (\`lighthouse.bench.ts\`)\n\nIssue 12 finding 13 and proof 9: Lighthouse's default (mobile) settings, median of 3 runs, on home, the loan calculator, step 1 and bank statements, against the production build served by \`dist/server/server.js\` (built first when there is none; \`BENCH_REBUILD=1\` rebuilds), Chromium headless without its background networking.\n\n${block}\n`,
);
process.exit(0);
