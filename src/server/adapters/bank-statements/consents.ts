import { and, eq } from 'drizzle-orm';
import type { FieldCipher } from '../../crypto/field-cipher.ts';
import type { Database } from '../../db/client.ts';
import { bankStatementConsents } from '../../db/schema/index.ts';

/** The encrypted field's name: the cipher binds each value to it. */
const FIELD = 'bankStatementAccessToken';

/**
 * The user access tokens a provider issued for a bank link reference (issue 30, decision 136),
 * encrypted at rest with the data key (a token reads the applicant's accounts: Privacy Act 2020
 * IPP 5). A second consent for the same reference replaces the first.
 */
export function bankStatementConsentStore(db: Database, cipher: FieldCipher, provider: string) {
  return {
    async tokenFor(reference: string): Promise<string | null> {
      const [row] = await db
        .select({ accessToken: bankStatementConsents.accessToken })
        .from(bankStatementConsents)
        .where(
          and(
            eq(bankStatementConsents.reference, reference),
            eq(bankStatementConsents.provider, provider),
          ),
        );
      return row ? cipher.decrypt(FIELD, row.accessToken) : null;
    },
    async save(reference: string, token: string, at: Date): Promise<void> {
      const accessToken = cipher.encrypt(FIELD, token);
      await db
        .insert(bankStatementConsents)
        .values({ reference, provider, accessToken, grantedAt: at })
        .onConflictDoUpdate({
          target: [bankStatementConsents.reference, bankStatementConsents.provider],
          set: { accessToken, grantedAt: at },
        });
    },
  };
}
