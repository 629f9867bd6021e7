// Browser tests drive a system Chromium through playwright-core (Playwright's own browser download
// does not work everywhere). Finds it, installs it with apt-get when we can, or says exactly what to run.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const candidates = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
].filter(Boolean);
if (candidates.some((p) => existsSync(p))) process.exit(0);

const isRoot = process.getuid?.() === 0;
const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
if (isRoot && hasApt) {
  console.log('Chromium not found: installing it with `apt-get install -y chromium` (about 20 s).');
  const update = spawnSync('apt-get', ['update'], { stdio: 'inherit' });
  const install =
    update.status === 0 &&
    spawnSync('apt-get', ['install', '-y', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  if (install && install.status === 0 && existsSync('/usr/bin/chromium')) process.exit(0);
}
console.error(
  'The browser tests need Chromium and it is not installed.\n' +
    'Install it with:  sudo apt-get update && sudo apt-get install -y chromium\n' +
    'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
);
process.exit(1);
