import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The browser calls our API one way (docs/decisions/160, 163): `callApi` in src/web/api/call.ts,
// which fills the call table's path, sends the body, maps the statuses and reads the answer with
// its contract. A module that calls `fetch` (or `sendBeacon`) itself has its own reading of all
// that. These are the ones that may, each for its reason.
const EXCEPTIONS: Record<string, string> = {
  'api/call.ts': 'the one client itself',
  'app/route-data.ts':
    'the route data of a client-side navigation: in the entry every page loads first, where the ' +
    'client would weigh on every page; its answer is the route’s own data (decision 157)',
  'site/tracking/tracker.on-demand.ts':
    'the conversion posts, loaded with a page’s first event on every page: through the client ' +
    'they would bring it to the marketing pages and cut the steps’ shared chunks in two (163)',
  'site/tracking/track-when-idle.ts':
    'a page’s view event once idle, with no module to load: the marketing pages carry no client ' +
    'before the visitor acts (decision 157)',
  'features/loan-application/insight/step-events.on-demand.ts':
    'sendBeacon for a step’s events, which outlives the page; its fallback is the client’s ' +
    'keepalive post',
  'site/lightbox/lightbox-dialog.on-demand.tsx': 'fetches a page’s HTML, not an API call',
  'site/ajax-pagination/ajax-pagination.on-demand.ts': 'fetches a page’s HTML, not an API call',
  'forms/captcha/captcha-client.on-demand.ts':
    'the challenge’s address comes from the captcha configuration, not the call table',
  'widgets/address-input/address-finder-client.ts':
    'the finder’s addresses come from its configuration (site-and-tools §7), not the call table',
};

const WEB = fileURLToPath(new URL('../../src/web/', import.meta.url));
const DIRECT = new Set(['fetch', 'sendBeacon']);

/** Each `fetch(…)`, `window.fetch(…)`, `navigator.sendBeacon(…)` of a module, by its line. */
function directCalls(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isIdentifier(callee)
        ? callee.text
        : ts.isPropertyAccessExpression(callee)
          ? callee.name.text
          : null;
      if (name !== null && DIRECT.has(name)) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
        found.push(`${file}:${line + 1} ${name}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the browser’s calls to our API (docs/decisions/160, 163)', () => {
  const files = readdirSync(WEB, { recursive: true, encoding: 'utf8' })
    .map((file) => file.replace(/\\/g, '/'))
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));

  it('finds a direct call however it is written', () => {
    const module = [
      'await fetch("/api/x");',
      'void window.fetch("/api/y", { keepalive: true });',
      'navigator.sendBeacon?.("/api/z", blob);',
      'await callApi(API.x);',
    ].join('\n');
    expect(directCalls('x.ts', module)).toEqual([
      'x.ts:1 fetch',
      'x.ts:2 fetch',
      'x.ts:3 sendBeacon',
    ]);
  });

  it('go through the one client, but for the documented exceptions', () => {
    const direct = files
      .filter((file) => !(file in EXCEPTIONS))
      .flatMap((file) => directCalls(`src/web/${file}`, readFileSync(WEB + file, 'utf8')));
    expect(direct).toEqual([]);
  });

  it('lists as exceptions only modules that still call directly', () => {
    const stale = Object.keys(EXCEPTIONS).filter(
      (file) =>
        !files.includes(file) || directCalls(file, readFileSync(WEB + file, 'utf8')).length === 0,
    );
    expect(stale).toEqual([]);
  });
});
