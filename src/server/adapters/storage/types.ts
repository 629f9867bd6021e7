/**
 * File storage for uploads (architecture "file storage": local folder, S3-compatible bucket).
 * Files are kept under a random reference the storage chooses, never under a name the caller sent,
 * and only the server reads them back (nothing here is served as a static file).
 */
export interface FileStorage {
  /** Stores the bytes and answers their new reference. */
  put(bytes: Buffer, meta: { contentType: string }): Promise<string>;
  /** The bytes of a stored file, or null when there is none under the reference. */
  get(reference: string): Promise<Buffer | null>;
  /** Removes a stored file (a store whose record could not be written); a missing file is fine. */
  remove(reference: string): Promise<void>;
}

/** The storage could not be reached or refused the call: the caller answers 503. */
export class StorageUnavailableError extends Error {}
