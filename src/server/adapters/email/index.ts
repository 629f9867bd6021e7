import { brand } from '#content/brand.ts';
import type { Database } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import { sandboxEmailAdapter } from './sandbox.ts';
import { smtpEmailAdapter } from './smtp.ts';
import type { EmailAdapter } from './types.ts';

export type { EmailAdapter, EmailMessage } from './types.ts';

/** EMAIL_TRANSPORT picks the adapter: the sandbox (default) or SMTP (SMTP_URL, EMAIL_FROM). */
export function createEmailAdapter(env: Env, db: Database): EmailAdapter {
  const from = env.EMAIL_FROM ?? `${brand.name} <${brand.email}>`;
  if (env.EMAIL_TRANSPORT === 'smtp') return smtpEmailAdapter({ url: env.SMTP_URL!, from });
  return sandboxEmailAdapter(db, from);
}
