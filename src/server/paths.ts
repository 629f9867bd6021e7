import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project root: the nearest folder above this module with a package.json (works from src/ and from the dist/ bundle). */
function findRoot(start: string): string {
  let dir = start;
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${start}`);
    dir = parent;
  }
  return dir;
}

export const ROOT_DIR = findRoot(path.dirname(fileURLToPath(import.meta.url)));
export const MIGRATIONS_DIR = path.join(ROOT_DIR, 'src/server/db/migrations');
export const CONTENT_DIR = path.join(ROOT_DIR, 'content');
/** The lending letters' fonts: read from the source tree, as the migrations are, since the server bundle does not carry them. */
export const LETTER_FONTS_DIR = path.join(ROOT_DIR, 'src/server/lending/documents/fonts');
