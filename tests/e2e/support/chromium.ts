import { existsSync } from 'node:fs';

/** The system Chromium (CHROMIUM_PATH, else the Debian path); scripts/ensure-chromium.mjs installs it. */
export function chromiumPath(): string {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ].filter((p): p is string => Boolean(p));
  const found = candidates.find((p) => existsSync(p));
  if (!found)
    throw new Error('Chromium not found: run `apt-get install -y chromium` or set CHROMIUM_PATH.');
  return found;
}
