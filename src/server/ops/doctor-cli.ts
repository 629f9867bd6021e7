// `npm run doctor`: checks the deployment this environment describes (src/server/ops/doctor.ts)
// and exits 0 only when every item holds.
import { doctorReport, runDoctor } from './doctor.ts';

const { text, ok } = doctorReport(await runDoctor());
console.log(text);
process.exitCode = ok ? 0 : 1;
