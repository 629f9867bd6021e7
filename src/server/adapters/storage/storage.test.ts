import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeHttpServer } from '#server/test-support/fake-http-server.ts';
import { createLocalStorage } from './local.ts';
import { createS3Storage } from './s3.ts';
import { StorageUnavailableError } from './types.ts';

const bytes = Buffer.from('%PDF-1.4 a stand-in for a scan');

describe('local file storage (the default)', () => {
  let folder: string;
  beforeAll(async () => {
    folder = path.join(await mkdtemp(path.join(tmpdir(), 'storage-')), 'uploads');
  });
  afterAll(async () => rm(path.dirname(folder), { recursive: true, force: true }));

  it('keeps a file under a random reference in a private folder, reads it back and removes it', async () => {
    const storage = createLocalStorage(folder);
    const reference = await storage.put(bytes, { contentType: 'application/pdf' });
    expect(reference).toMatch(/^[0-9a-f]{32}$/);
    expect(await readdir(folder)).toEqual([reference]);
    expect((await stat(folder)).mode & 0o077).toBe(0);
    expect((await stat(path.join(folder, reference))).mode & 0o077).toBe(0);
    expect(await storage.get(reference)).toEqual(bytes);
    await storage.remove(reference);
    expect(await storage.get(reference)).toBeNull();
  });

  it('reads nothing for a reference that is not one of its own (no path outside the folder)', async () => {
    const storage = createLocalStorage(folder);
    for (const reference of ['../secrets/altcha-hmac-key', '0'.repeat(32), ''])
      expect(await storage.get(reference)).toBeNull();
  });
});

describe('S3-compatible storage (STORAGE_PROVIDER=s3)', () => {
  const objects = new Map<string, string>();
  let fake: Awaited<ReturnType<typeof startFakeHttpServer>>;
  let failing = false;
  beforeAll(async () => {
    fake = await startFakeHttpServer((request, response) => {
      const key = request.url.split('?')[0]!;
      if (failing) return void response.writeHead(500).end();
      if (request.method === 'PUT') {
        objects.set(key, request.body);
        return void response.writeHead(200, { etag: '"1"' }).end();
      }
      if (request.method === 'GET' && objects.has(key))
        return void response
          .writeHead(200, { 'content-type': 'application/pdf' })
          .end(objects.get(key));
      if (request.method === 'DELETE') {
        objects.delete(key);
        return void response.writeHead(204).end();
      }
      response
        .writeHead(404, { 'content-type': 'application/xml' })
        .end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>none</Message></Error>');
    });
  });
  afterAll(async () => fake.close());

  const storage = () =>
    createS3Storage({
      bucket: 'ids',
      region: 'ap-southeast-2',
      endpoint: fake.url,
      credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
      forcePathStyle: true,
      prefix: 'uploads/',
    });

  it('puts the file under the prefix and a random reference, encrypted by the bucket, and reads it back', async () => {
    const reference = await storage().put(bytes, { contentType: 'application/pdf' });
    expect(reference).toMatch(/^[0-9a-f]{32}$/);
    const put = fake.requests.find((request) => request.method === 'PUT')!;
    expect(put.url.split('?')[0]).toBe(`/ids/uploads/${reference}`);
    expect(put.headers).toMatchObject({
      'x-amz-server-side-encryption': 'AES256',
      'if-none-match': '*',
      'content-type': 'application/pdf',
    });
    expect(await storage().get(reference)).toEqual(bytes);
    expect(await storage().get('0'.repeat(32))).toBeNull();
    await storage().remove(reference);
    expect(await storage().get(reference)).toBeNull();
  });

  it('reports a bucket that fails as unavailable (the route answers 503)', async () => {
    failing = true;
    try {
      await expect(storage().put(bytes, { contentType: 'application/pdf' })).rejects.toBeInstanceOf(
        StorageUnavailableError,
      );
    } finally {
      failing = false;
    }
  }, 30_000);
});
