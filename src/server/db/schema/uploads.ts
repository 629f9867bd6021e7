import { bigint, index, pgTable, text } from 'drizzle-orm/pg-core';
import { applicationRef } from './applications.ts';
import { createdAtNow } from './columns.ts';

/**
 * ID uploads (issue 8, decision 031): one row per stored file. The file itself is in the storage
 * adapter under `reference`; the row says what it is (type judged by content, hash, size), which
 * application it belongs to and who uploaded it (only they and staff may read it back).
 */
export const uploads = pgTable(
  'uploads',
  {
    /** The storage's random reference, also the upload call's answer. */
    reference: text('reference').primaryKey(),
    applicationId: applicationRef(),
    /** driver-licence | passport */
    kind: text('kind').notNull(),
    /** Hex SHA-256 of the bytes. */
    sha256: text('sha256').notNull(),
    /** The MIME type read from the content (magic bytes), never the name's or the browser's. */
    detectedType: text('detected_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    /** The uploader: actor kind and id (a broker). */
    uploadedByKind: text('uploaded_by_kind').notNull(),
    uploadedById: text('uploaded_by_id'),
    createdAt: createdAtNow(),
  },
  (t) => [index('uploads_application_idx').on(t.applicationId)],
);
