import { randomBytes } from 'node:crypto';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { UPLOAD_REFERENCE } from '#domain/forms/file-upload.ts';
import { StorageUnavailableError, type FileStorage } from './types.ts';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible endpoint (MinIO, R2, ...); unset means AWS. */
  endpoint?: string | undefined;
  /** Unset: the SDK's own chain (instance role, AWS_* variables). */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
  /** Key prefix inside the bucket. */
  prefix: string;
}

/** Production storage: a private S3-compatible bucket, objects encrypted by the bucket (SSE). */
export function createS3Storage(options: S3StorageOptions): FileStorage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    credentials: options.credentials,
    forcePathStyle: options.forcePathStyle,
  });
  const key = (reference: string) => `${options.prefix}${reference}`;
  const unavailable = (error: unknown) =>
    new StorageUnavailableError('the upload bucket did not answer', { cause: error });
  return {
    async put(bytes, meta) {
      const reference = randomBytes(16).toString('hex');
      try {
        await client.send(
          new PutObjectCommand({
            Bucket: options.bucket,
            Key: key(reference),
            Body: bytes,
            ContentType: meta.contentType,
            ServerSideEncryption: 'AES256',
            IfNoneMatch: '*',
          }),
        );
      } catch (error) {
        throw unavailable(error);
      }
      return reference;
    },
    async get(reference) {
      if (!UPLOAD_REFERENCE.test(reference)) return null;
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket: options.bucket, Key: key(reference) }),
        );
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw unavailable(error);
      }
    },
    async remove(reference) {
      if (!UPLOAD_REFERENCE.test(reference)) return;
      try {
        await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: key(reference) }));
      } catch (error) {
        throw unavailable(error);
      }
    },
  };
}
