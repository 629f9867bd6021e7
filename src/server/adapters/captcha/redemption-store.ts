import { lt, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { captchaRedemptions } from '#server/db/schema/index.ts';

/** Counts uses of a solved challenge so it cannot be replayed beyond its allowance. */
export interface RedemptionStore {
  /** Records one use; false when the challenge has already been used `maxUses` times. */
  redeem(challengeSignature: string, expiresAt: Date, maxUses: number): Promise<boolean>;
}

// Expired rows are swept every this many redemptions (per process): cheap, and no timer to manage.
const SWEEP_EVERY_REDEMPTIONS = 100;

/** In the database, so every server process sees every use (architecture: nothing may assume one process). */
export function databaseRedemptionStore(db: Database): RedemptionStore {
  let sinceSweep = 0;
  // Prepared once: every call with a captcha records its use.
  const redeemStatement = db
    .insert(captchaRedemptions)
    .values({
      challengeSignature: sql.placeholder('challengeSignature'),
      uses: 1,
      expiresAt: sql.placeholder('expiresAt'),
    })
    .onConflictDoUpdate({
      target: captchaRedemptions.challengeSignature,
      set: { uses: sql`${captchaRedemptions.uses} + 1` },
    })
    .returning({ uses: captchaRedemptions.uses })
    .prepare('captcha_redeem');
  return {
    async redeem(challengeSignature, expiresAt, maxUses) {
      if (++sinceSweep >= SWEEP_EVERY_REDEMPTIONS) {
        sinceSweep = 0;
        await db.delete(captchaRedemptions).where(lt(captchaRedemptions.expiresAt, new Date()));
      }
      const [row] = await redeemStatement.execute({ challengeSignature, expiresAt });
      return (row?.uses ?? Number.POSITIVE_INFINITY) <= maxUses;
    },
  };
}
