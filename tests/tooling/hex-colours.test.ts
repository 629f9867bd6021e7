import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// tokens.css is the one place for the site's colours (a lender re-brands the site there): no other
// style sheet or component of src/web may hold a hex colour. Only colour positions count (a CSS
// declaration's value, a style object's value, an SVG colour attribute), so `href="#top"`,
// `#main` selectors and `#web/…` imports never trip it.

const HEX = String.raw`#(?:[0-9a-fA-F]{8}|[0-9a-fA-F]{6}|[0-9a-fA-F]{3,4})\b`;

// A declaration: a property, a colon and a value that ends at `;` or `}` (a selector such as
// `a:hover #add {` ends at `{`, so it is not one).
const CSS_DECLARATION = new RegExp(String.raw`[\w-]+\s*:\s*[^;{}]*?${HEX}[^;{}]*(?=[;}])`, 'g');

// A style object's `key: '…#abc…'` (links and ids excepted) or a JSX colour attribute.
const TSX_STYLE_VALUE = new RegExp(
  String.raw`(?<![\w$-])(?!(?:href|to|hash|id|htmlFor)\b)(?:[\w$]+|'[\w-]+'|"[\w-]+")\s*:\s*(['"\`])[^'"\`\n]*?(?<![\w&])${HEX}`,
  'g',
);
const TSX_COLOUR_ATTRIBUTE = new RegExp(
  String.raw`\b(?:fill|stroke|color|stopColor|floodColor|lightingColor)\s*=\s*\{?\s*['"\`]\s*${HEX}`,
  'g',
);

/** Comments out, line breaks kept, so a line number still points at the source. */
function withoutCssComments(css: string): string {
  return css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
}

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

function hexColours(file: string, text: string): string[] {
  const css = file.endsWith('.css');
  const source = css ? withoutCssComments(text) : text;
  const patterns = css ? [CSS_DECLARATION] : [TSX_STYLE_VALUE, TSX_COLOUR_ATTRIBUTE];
  return patterns.flatMap((pattern) =>
    [...source.matchAll(pattern)].map(
      (m) => `${file}:${lineOf(source, m.index)}: ${m[0].trim().replace(/\s+/g, ' ')}`,
    ),
  );
}

const webDir = fileURLToPath(new URL('../../src/web/', import.meta.url));
const files = readdirSync(webDir, { recursive: true, encoding: 'utf8' })
  .map((file) => file.replaceAll('\\', '/'))
  .filter((file) => /\.(css|tsx)$/.test(file) && file !== 'app/tokens.css');

describe('colours come from the design tokens (src/web/app/tokens.css)', () => {
  it('scans the style sheets and components (the scan is not empty)', () => {
    expect(files).toContain('features/loan-application/loan-application.css');
    expect(files).toContain('app/layout.tsx');
  });

  it('finds no hex colour in any .css or .tsx file under src/web but tokens.css', () => {
    const found = files.flatMap((file) =>
      hexColours(`src/web/${file}`, readFileSync(`${webDir}${file}`, 'utf8')),
    );
    expect(found).toEqual([]);
  });

  it('catches a hex colour in a CSS value, a style object or an SVG attribute', () => {
    for (const css of [
      '.a { color: #fff; }',
      '.a { background: #fff8e1 }',
      '.a {\n  border: 1px solid #D5DBDF;\n}',
      '.a { box-shadow: 0 0 0 2px #0b556380; }',
      '.a{color:#abcd}',
    ]) {
      expect(hexColours('x.css', css), css).toHaveLength(1);
    }
    for (const tsx of [
      `<div style={{ color: '#fff' }} />`,
      `const style = { border: '1px solid #d5dbdf' };`,
      `<div style={{ '--ring': "#0b5563" }} />`,
      `<path fill="#0b5563" />`,
      `<stop stopColor={'#fff8e1'} />`,
    ]) {
      expect(hexColours('x.tsx', tsx), tsx).toHaveLength(1);
    }
  });

  it('leaves anchors, id selectors, imports and comments alone', () => {
    for (const css of [
      '#add { color: var(--colour-text); }',
      'a:hover #bad, #cafe:focus { color: var(--colour-brand); }',
      '/* was #fff8e1 */ .a { color: var(--colour-page); }',
      '.a { grid-area: b; } #feed > li { margin: 0; }',
    ]) {
      expect(hexColours('x.css', css), css).toEqual([]);
    }
    for (const tsx of [
      `<a href="#top">Top</a>`,
      `<a href="#add">Add</a>`,
      `const link = { href: '#bad', to: '#cafe', id: 'face' };`,
      `import { x } from '#web/features/a.tsx';`,
      `<a className="skip-link" href="#main">`,
      `const title = 'Step 1: #1 in NZ';`,
    ]) {
      expect(hexColours('x.tsx', tsx), tsx).toEqual([]);
    }
  });
});
