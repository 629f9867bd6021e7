import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { UPLOAD_REFERENCE } from '#domain/forms/file-upload.ts';
import { StorageUnavailableError, type FileStorage } from './types.ts';

/**
 * The default storage: a private folder (DATA_DIR/uploads, mode 700; files mode 600) outside every
 * served folder, each file named by its random reference alone (no extension, nothing the caller
 * chose). Several processes on one host share it; several hosts need the S3 storage.
 */
export function createLocalStorage(folder: string): FileStorage {
  // Made at the first upload, not at start: an app that stores nothing leaves no folder.
  let ready: Promise<unknown> | undefined;
  const fileOf = (reference: string) =>
    UPLOAD_REFERENCE.test(reference) ? path.join(folder, reference) : null;
  return {
    async put(bytes) {
      await (ready ??= mkdir(folder, { recursive: true, mode: 0o700 }));
      const reference = randomBytes(16).toString('hex');
      try {
        // 'wx': never overwrite (a reference is used once).
        await writeFile(path.join(folder, reference), bytes, { mode: 0o600, flag: 'wx' });
      } catch (error) {
        throw new StorageUnavailableError('the upload folder refused the file', { cause: error });
      }
      return reference;
    },
    async get(reference) {
      const file = fileOf(reference);
      if (!file) return null;
      try {
        return await readFile(file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw new StorageUnavailableError('the upload folder could not be read', { cause: error });
      }
    },
    async remove(reference) {
      const file = fileOf(reference);
      if (file) await rm(file, { force: true });
    },
  };
}
