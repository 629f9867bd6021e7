import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { openTestDatabase, testEnv } from '../test-support/test-app.ts';

// A tiny built site in the shape `npm run build` leaves (vite.config.ts): a hashed script with its
// precompressed copies, the manifest, the HTML template and an SSR entry.
const SCRIPT = `export const greeting = ${JSON.stringify('kia ora '.repeat(400))};\n`;
const SSR_ENTRY = `export async function render(url, loadRouteData) {
  const data = await loadRouteData('root');
  return { html: '<h1>' + 'Fixture page '.repeat(200) + '</h1>', head: '<title>Fixture</title>',
    status: 200, pageData: { root: data }, modules: ['src/web/app/routes/home.tsx'] };
}\n`;
const MANIFEST = {
  'index.html': {
    file: 'assets/index-abc123.js',
    isEntry: true,
    imports: [],
    css: ['assets/index-abc123.css'],
  },
  'src/web/app/routes/home.tsx': {
    file: 'assets/home-def456.js',
    src: 'src/web/app/routes/home.tsx',
    isDynamicEntry: true,
    css: ['assets/home-def456.css'],
  },
};
const ENTRY_CSS = 'body{margin:0}';
// A stylesheet whose text could end the style element it is carried in.
const HOME_CSS = '.hero::after{content:"</style><script>alert(1)</script>"}';

let dist: string;
let app: FastifyInstance;
let database: DatabaseHandle;

beforeAll(async () => {
  await mkdir('.tmp', { recursive: true });
  dist = await mkdtemp(path.resolve('.tmp', 'pages-test-'));
  await mkdir(path.join(dist, 'client/assets'), { recursive: true });
  await mkdir(path.join(dist, 'client/.vite'), { recursive: true });
  await mkdir(path.join(dist, 'ssr'), { recursive: true });
  const script = path.join(dist, 'client/assets/index-abc123.js');
  await writeFile(script, SCRIPT);
  await writeFile(`${script}.br`, brotliCompressSync(SCRIPT));
  await writeFile(`${script}.gz`, gzipSync(SCRIPT));
  await writeFile(path.join(dist, 'client/assets/home-def456.js'), 'export {};\n');
  await writeFile(path.join(dist, 'client/assets/index-abc123.css'), ENTRY_CSS);
  await writeFile(path.join(dist, 'client/assets/home-def456.css'), HOME_CSS);
  await writeFile(path.join(dist, 'client/.vite/manifest.json'), JSON.stringify(MANIFEST));
  await writeFile(
    path.join(dist, 'client/index.html'),
    '<html><head><!--app-head--><link rel="stylesheet" crossorigin href="/assets/index-abc123.css"></head><body><div id="root"><!--app-html--></div><!--page-data--></body></html>',
  );
  await writeFile(path.join(dist, 'ssr/entry-server.js'), SSR_ENTRY);
  database = await openTestDatabase();
  app = await buildApp({
    env: testEnv({ WEB_DIST_DIR: dist, NODE_ENV: 'production' }),
    database,
    pages: true,
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await rm(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

describe('static files, compressed and cached (docs/decisions/029)', () => {
  it('sends a script brotli-compressed when the browser accepts br, from the build’s .br file', async () => {
    const response = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 5);
  });

  it('sends it gzip-compressed to a browser that accepts only gzip', async () => {
    const response = await get('/assets/index-abc123.js', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
  });

  it('sends it as is when the browser asks for no compression', async () => {
    const response = await get('/assets/index-abc123.js');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(SCRIPT);
  });
});

describe('pages and page data (docs/decisions/028)', () => {
  it('sends a form posted to a page before its script arrived back to the page, its fields nowhere in the address', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/contact/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=Aroha+Ngata&email=aroha%40example.nz',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/contact/');
    const api = await app.inject({ method: 'POST', url: '/api/no-such-call' });
    expect(api.statusCode).toBe(404);
  });

  it('compresses the HTML when asked, preloads the route’s code and puts its data in the page', async () => {
    const compressed = await get('/', 'br');
    expect(compressed.headers['content-encoding']).toBe('br');
    const plain = await get('/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    // Named as the route's code: the browser imports it from here before hydrating, without the
    // table of every route's chunk (docs/decisions/157).
    expect(plain.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/home-def456.js" data-route-module="src/web/app/routes/home.tsx" />',
    );
    expect(plain.body).toContain(
      // The site-wide data: who the visitor is (an anonymous one here), and nothing personal.
      '<script type="application/json" id="page-data">{"root":{"actor":{"kind":"anonymous"},"bankLink":{"multibankUrl":"/sandbox/bank-link/","accountCode":"KOWHAI","logEnabled":true},"chat":{"provider":"branch-contact"}}}</script>',
    );
  });

  it('carries the page’s stylesheets in the HTML, each with a disabled link that marks it loaded (docs/decisions/068)', async () => {
    const page = (await get('/')).body;
    expect(page).toContain(
      '<style data-href="/assets/home-def456.css">.hero::after{content:"<\\/style><script>alert(1)<\\/script>"}</style>' +
        '<link rel="stylesheet" crossorigin href="/assets/home-def456.css" disabled />',
    );
    expect(page).toContain(
      '<style data-href="/assets/index-abc123.css">body{margin:0}</style>' +
        '<link rel="stylesheet" crossorigin href="/assets/index-abc123.css" disabled />',
    );
    // No stylesheet link the browser would fetch before it paints.
    expect(page).not.toMatch(/<link rel="stylesheet"(?![^>]*disabled)[^>]*>/);
    expect(page).not.toContain('</style><script>');
  });

  it('answers a route’s data for a client-side navigation, and 400 for a bad request', async () => {
    const data = await get('/api/page-data/root?path=%2F');
    expect(data.statusCode).toBe(200);
    expect(data.json()).toEqual({
      actor: { kind: 'anonymous' },
      bankLink: { multibankUrl: '/sandbox/bank-link/', accountCode: 'KOWHAI', logEnabled: true },
      chat: { provider: 'branch-contact' },
    });
    expect(data.headers['cache-control']).toBe('no-store');
    expect((await get('/api/page-data/no-such-route?path=%2F')).statusCode).toBe(400);
    expect((await get('/api/page-data/root?path=https%3A%2F%2Fexample.com%2F')).statusCode).toBe(
      400,
    );
    expect((await get('/api/page-data/root')).statusCode).toBe(400);
  });
});
