import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** One chunk of Vite's build manifest (dist/client/.vite/manifest.json), by source key. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export function entryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((candidate) => manifest[candidate]!.isEntry);
  if (!key) throw new Error('The build manifest has no entry chunk');
  return key;
}

/**
 * Modules the browser imports only when the visitor acts (a call, a click), never as a page
 * mounts: the answer schemas of the wire contracts (docs/decisions/024) and modules named
 * `*.on-demand.ts(x)` (docs/decisions/028). They are not part of a page's initial JavaScript.
 */
const loadsOnDemand = (key: string) =>
  key.startsWith('src/domain/contracts/') || /\.on-demand\.tsx?$/.test(key);

/**
 * The chunks that `keys` load: themselves and their static imports. With `onMount`, also what
 * route code imports on demand as it mounts (the map's Leaflet), but never the entry's dynamic
 * imports, which are the other routes, nor what loads only with a call's answer.
 */
export function chunkClosure(
  manifest: Manifest,
  keys: readonly string[],
  options: { onMount?: boolean } = {},
): ManifestChunk[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
    if (options.onMount && !chunk.isEntry)
      for (const lazy of chunk.dynamicImports ?? []) if (!loadsOnDemand(lazy)) visit(lazy);
  };
  for (const key of keys) visit(key);
  return [...seen].map((key) => manifest[key]!);
}

/**
 * The build's stylesheets as pages carry them (docs/decisions/068), by their file in the manifest
 * ("assets/x.css"): each a style element holding the stylesheet, beside a disabled link to its
 * file, which browsers never fetch. Vite's loader, before it runs code that needs a stylesheet (the
 * route's code as the page hydrates), looks for a stylesheet link to the file and fetches the file
 * only when there is none.
 */
export type Stylesheets = ReadonlyMap<string, string>;

/** Every stylesheet the manifest names, read and made into markup once, as the server starts. */
export async function readStylesheets(clientDir: string, manifest: Manifest): Promise<Stylesheets> {
  const files = new Set(Object.values(manifest).flatMap((chunk) => chunk.css ?? []));
  const sheets = new Map<string, string>();
  for (const file of files) {
    // Nothing in a stylesheet may end the style element: "<\/" reads as "</" in CSS.
    const css = (await readFile(path.join(clientDir, file), 'utf8')).replace(/<\//g, '<\\/');
    sheets.set(
      file,
      `<style data-href="/${file}">${css}</style><link rel="stylesheet" crossorigin href="/${file}" disabled />`,
    );
  }
  return sheets;
}

/** The page template with the entry's stylesheet link replaced by the stylesheet itself. */
export function inlineEntryStyles(template: string, sheets: Stylesheets): string {
  return template.replace(
    /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
    (link, file: string) => sheets.get(file) ?? link,
  );
}

/**
 * The `<link>`s a page needs beyond the entry's own (which index.html already has): its route
 * code preloaded, so the browser fetches it alongside the entry instead of after it, and its
 * styles, so the server-rendered page is styled before the script runs: in the page itself when
 * `sheets` has them, else linked.
 */
export function routeAssetLinks(
  manifest: Manifest,
  modules: readonly string[],
  sheets?: Stylesheets,
): string {
  const loadedByEntry = new Set(chunkClosure(manifest, [entryKey(manifest)]));
  const chunks = chunkClosure(manifest, modules).filter((chunk) => !loadedByEntry.has(chunk));
  const styles = new Set(chunks.flatMap((chunk) => chunk.css ?? []));
  for (const chunk of loadedByEntry) for (const css of chunk.css ?? []) styles.delete(css);
  const styleLinks = [...styles].map(
    (file) => sheets?.get(file) ?? `<link rel="stylesheet" crossorigin href="/${file}" />`,
  );
  return [
    ...styleLinks,
    // A route's own chunk is named, so the browser imports it from here before hydrating rather
    // than through the table of every route's chunk (src/web/app/route-modules.tsx, decision 157).
    ...chunks.map(
      (chunk) =>
        `<link rel="modulepreload" crossorigin href="/${chunk.file}"${
          chunk.src && modules.includes(chunk.src) ? ` data-route-module="${chunk.src}"` : ''
        } />`,
    ),
  ].join('');
}
