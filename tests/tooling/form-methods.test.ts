import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// A form submitted before its script arrives (a slow phone, a failed chunk) is sent the way its
// `method` says; without one the browser sends GET and puts every field, names and emails
// included, in the address bar, the history and the server's access log. Each `<form>` of src/web
// says its method: `post` wherever it carries what a person typed about themselves, `get` only for
// a search or a filter whose words belong in the address.

const WEB = fileURLToPath(new URL('../../src/web/', import.meta.url));

function formsWithoutMethod(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) &&
      node.tagName.getText(source) === 'form' &&
      !node.attributes.properties.some(
        (attribute) => ts.isJsxAttribute(attribute) && attribute.name.getText(source) === 'method',
      )
    ) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      found.push(`${file}:${line + 1}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('forms of the site', () => {
  const files = readdirSync(WEB, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'),
  );

  it('tells a form with no method from one with', () => {
    const page = [
      'export const A = () => (',
      '  <div>',
      '    <form onSubmit={go} noValidate>',
      '      <input name="email" />',
      '    </form>',
      '    <form method="post" onSubmit={go}>',
      '      <input name="email" />',
      '    </form>',
      '  </div>',
      ');',
    ].join('\n');
    expect(formsWithoutMethod('page.tsx', page)).toEqual(['page.tsx:3']);
  });

  it('each say how they are sent, so none puts its fields in the address by default', () => {
    expect(
      files.flatMap((file) =>
        formsWithoutMethod(`src/web/${file}`, readFileSync(WEB + file, 'utf8')),
      ),
    ).toEqual([]);
  });
});
