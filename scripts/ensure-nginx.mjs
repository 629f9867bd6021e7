// The several-processes test (src/server/several-processes.test.ts) puts two server processes
// behind nginx, Debian's package. Finds it, or installs it with apt-get when we can, without
// starting the system's nginx service (the test runs its own from a config it writes). Never
// fails: without nginx that test skips and says why.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const found = () => ['/usr/sbin/nginx', '/usr/bin/nginx'].some((p) => existsSync(p));
if (found()) process.exit(0);

const isRoot = process.getuid?.() === 0;
const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
if (isRoot && hasApt) {
  console.log('nginx not found: installing it with `apt-get install -y nginx`.');
  // RUNLEVEL=1: the package's scripts do not start the system service.
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive', RUNLEVEL: '1' };
  const update = spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
  if (update.status === 0)
    spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'nginx'], {
      stdio: 'inherit',
      env,
    });
}
if (!found())
  console.warn(
    'nginx is not installed, so the several-processes test will skip. Install it with:\n' +
      '  sudo apt-get update && sudo apt-get install -y nginx',
  );
process.exit(0);
