import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

// The import graph of our own modules, read with the TypeScript compiler's parser (no type check,
// so it takes a second). Every import counts, `import type` and `import()` included: a cycle of
// types is still two modules that cannot be read, moved or tested one without the other.

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** package.json's "imports" aliases, each to its folder. */
const ALIASES: Record<string, string> = {
  '#domain/': 'src/domain/',
  '#server/': 'src/server/',
  '#web/': 'src/web/',
  '#content/': 'content/',
};

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The module specifiers a file imports: static, re-exported, dynamic and type-only. */
function specifiers(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    )
      found.push(node.moduleSpecifier.text);
    else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    )
      found.push(node.arguments[0].text);
    else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    )
      found.push(node.argument.literal.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * The graph of the modules under `folder` (relative to the repository, tests left out): each
 * module by its path from the repository's root, to the modules of the same folder it imports.
 */
export function importGraph(folder: string): Map<string, string[]> {
  const files = sourceFiles(resolve(ROOT, folder));
  const known = new Set(files);
  const target = (from: string, specifier: string): string | undefined => {
    const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix));
    const path = alias
      ? resolve(ROOT, ALIASES[alias]!, specifier.slice(alias.length))
      : specifier.startsWith('.')
        ? resolve(dirname(from), specifier)
        : undefined;
    if (!path) return undefined;
    return [path, `${path}.ts`, `${path}.tsx`, join(path, 'index.ts')].find((candidate) =>
      known.has(candidate),
    );
  };
  const name = (file: string) => relative(ROOT, file);
  return new Map(
    files.map((file) => [
      name(file),
      [
        ...new Set(
          specifiers(file).flatMap((specifier) => {
            const to = target(file, specifier);
            return to ? [name(to)] : [];
          }),
        ),
      ],
    ]),
  );
}

/** The graph's strongly connected parts of more than one node (Tarjan's algorithm). */
export function knots(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const part: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      part.push(member);
    } while (member !== node);
    if (part.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(part.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return found;
}

/** Every simple cycle of the graph, each once, as the path from its first node by name. */
export function cycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const found: string[][] = [];
  for (const part of knots(graph)) {
    const members = new Set(part);
    part.forEach((start, position) => {
      // Cycles through `start` over the members after it, so each cycle is found from its first.
      const allowed = new Set(part.slice(position));
      const walk = (path: string[]): void => {
        for (const next of graph.get(path.at(-1)!) ?? []) {
          if (!members.has(next) || !allowed.has(next)) continue;
          if (next === start) found.push([...path, start]);
          else if (!path.includes(next)) walk([...path, next]);
        }
      };
      walk([start]);
    });
  }
  return found;
}

/** The graph between folders: `src/server/staff/x.ts` counts as `staff`, a top-level file as itself. */
export function folderGraph(graph: ReadonlyMap<string, readonly string[]>, folder: string) {
  const folderOf = (file: string) => {
    const inside = relative(folder, file);
    return inside.includes('/') ? inside.slice(0, inside.indexOf('/')) : inside;
  };
  const folders = new Map<string, Set<string>>();
  for (const [file, imports] of graph) {
    const from = folderOf(file);
    const edges = folders.get(from) ?? new Set();
    folders.set(from, edges);
    for (const to of imports) if (folderOf(to) !== from) edges.add(folderOf(to));
  }
  return new Map([...folders].map(([from, to]) => [from, [...to]]));
}
