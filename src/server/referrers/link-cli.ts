// `npm run referrer:link -- CODE 'PRODUCTS' [--days N] [--amount N] [--purpose TEXT]`: prints the step-1 link a referrer's system
// would give its customer, the products signed with the referrer's key (docs/decisions/056). Reads
// .env like `npm start`, so it signs with the key the server on this host verifies with.
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { EnvError, readEnv } from '../env.ts';
import { loadSiteConfig } from '../site-config.ts';
import { DEFAULT_REFERRER_LINK_DAYS, ReferrerLinkError, referrerLink } from './referrer-link.ts';

const usage = `Usage: npm run referrer:link -- CODE 'PRODUCTS' [--days N] [--amount N] [--purpose TEXT]
  e.g. npm run referrer:link -- kowhai-motors '[{"Name":"Toyota Corolla 2019","Quantity":1}]'`;

async function main(): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: {
        days: { type: 'string', default: String(DEFAULT_REFERRER_LINK_DAYS) },
        amount: { type: 'string' },
        purpose: { type: 'string' },
      },
    });
  } catch {
    console.error(usage);
    return 2;
  }
  const [code, productsJson, ...rest] = parsed.positionals;
  if (!code || !productsJson || rest.length > 0) {
    console.error(usage);
    return 2;
  }
  if (existsSync('.env')) process.loadEnvFile('.env');
  try {
    const link = await referrerLink({
      env: readEnv(),
      referrers: loadSiteConfig().loanApplication.referrers,
      code,
      productsJson,
      days: Number(parsed.values.days),
      amount: parsed.values.amount,
      purpose: parsed.values.purpose,
      now: new Date(),
    });
    console.log(link);
    return 0;
  } catch (error) {
    if (error instanceof ReferrerLinkError || error instanceof EnvError) {
      console.error(error.message);
      return 2;
    }
    throw error;
  }
}

process.exitCode = await main();
