// `npm run restore-check -- --from /var/backups/lender`: restores the newest backup there into a
// fresh database on the server of DATABASE_URL and proves it serves (src/server/ops/restore-check.ts).
// Exits 0 only when every item holds. README "Operations" says how backups are made.
import { parseArgs } from 'node:util';
import { readEnv, runCommand } from '../env.ts';
import { doctorReport } from './doctor.ts';
import { restoreCheck } from './restore-check.ts';

await runCommand(async () => {
  const { values } = parseArgs({ options: { from: { type: 'string' } } });
  if (!values.from) {
    console.error('Usage: npm run restore-check -- --from <backup folder>');
    return 2;
  }
  const { text, ok } = doctorReport(await restoreCheck(readEnv(), values.from));
  console.log(text);
  return ok ? 0 : 1;
});
