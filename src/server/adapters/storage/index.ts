import path from 'node:path';
import type { Env } from '#server/env.ts';
import { createLocalStorage } from './local.ts';
import type { FileStorage } from './types.ts';

export type { FileStorage } from './types.ts';
export { StorageUnavailableError } from './types.ts';

/**
 * STORAGE_PROVIDER picks where uploads are kept: local (DATA_DIR/uploads, default) or s3. The AWS
 * SDK is loaded only for s3, so the default start does not pay for it.
 */
export async function createFileStorage(env: Env): Promise<FileStorage> {
  if (env.STORAGE_PROVIDER === 's3') {
    if (!env.S3_BUCKET) throw new Error('STORAGE_PROVIDER=s3 needs S3_BUCKET');
    const { createS3Storage } = await import('./s3.ts');
    return createS3Storage({
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      credentials:
        env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
          : undefined,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
      prefix: env.S3_PREFIX,
    });
  }
  return createLocalStorage(path.resolve(env.DATA_DIR, 'uploads'));
}
