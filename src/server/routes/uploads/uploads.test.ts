import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { ID_UPLOAD_KINDS, ID_UPLOAD_SETTINGS } from '#domain/forms/file-upload.ts';
import { uploads } from '#server/db/schema/index.ts';
import { buildTestApp } from '#server/test-support/test-app.ts';
import {
  sessionCookie,
  TEST_BROKER,
  TEST_CUSTOMER,
  TEST_STAFF,
} from '#server/test-support/sessions.ts';
import {
  brokerApplicant,
  saveStep,
  saveSteps,
  type ApplicationKeys,
} from '#server/test-support/loan-application.ts';
import { tinyJpeg, tinyPdf, tinyPng, uploadIdFile } from '#server/test-support/uploads.ts';
import {
  UPLOAD_ACTIVE_CONTENT_MESSAGE,
  UPLOAD_NAME_MESSAGE,
  UPLOAD_ONE_FILE_MESSAGE,
} from '#server/uploads/file-checks.ts';

let app: FastifyInstance;
let close: () => Promise<void>;
let dataDir: string;
let broker: string;
let keys: ApplicationKeys;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'uploads-'));
  ({ app, close } = await buildTestApp({ env: { DATA_DIR: dataDir } }));
  broker = await sessionCookie(app, TEST_BROKER);
  ({ keys } = await saveSteps(app, brokerApplicant(), 2, { cookie: broker }));
});
afterAll(async () => {
  await close();
  await rm(dataDir, { recursive: true, force: true });
});

const storedFiles = async () => readdir(path.join(dataDir, 'uploads')).catch(() => []);
const storedRows = async () => app.db.select().from(uploads);
let before: { files: number; rows: number };
beforeEach(async () => {
  before = { files: (await storedFiles()).length, rows: (await storedRows()).length };
});

/** A refused upload answers its status and message and leaves no file and no record. */
async function expectRefused(
  response: Awaited<ReturnType<typeof uploadIdFile>>,
  status: number,
  message: string,
) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toMatchObject({ error: message });
  expect((await storedFiles()).length).toBe(before.files);
  expect((await storedRows()).length).toBe(before.rows);
}

const html = Buffer.from('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>');
const svg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>',
);
/** A JPEG whose comment segment, right after its start, holds a page. */
const jpegWithHtmlHead = () => {
  const jpeg = tinyJpeg();
  const comment = Buffer.from('<html><script>alert(1)</script></html>');
  const length = Buffer.alloc(2);
  length.writeUInt16BE(comment.length + 2);
  return Buffer.concat([
    jpeg.subarray(0, 2),
    Buffer.from([0xff, 0xfe]),
    length,
    comment,
    jpeg.subarray(2),
  ]);
};

describe.each(ID_UPLOAD_KINDS)('POST /api/uploads/%s (issue 8 "ID uploads")', (kind) => {
  it('accepts a real JPEG from the broker: answers its reference as text and records hash, type, size and application', async () => {
    const bytes = tinyJpeg();
    const response = await uploadIdFile(app, kind, {
      keys,
      cookie: broker,
      bytes,
      filename: 'Licence.JPG',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const reference = response.body;
    expect(reference).toMatch(/^[0-9a-f]{32}$/);
    const [row] = await app.db.select().from(uploads).where(eq(uploads.reference, reference));
    expect(row).toMatchObject({
      kind,
      detectedType: 'image/jpeg',
      sizeBytes: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      uploadedByKind: 'broker',
      uploadedById: TEST_BROKER.id,
    });
    expect(row!.applicationId).toMatch(/^[0-9a-f-]{36}$/);
    // Stored under the random reference alone, not under the name the browser sent.
    expect(await storedFiles()).toContain(reference);
    expect((await storedFiles()).join()).not.toMatch(/licence/i);
  });

  it('accepts a real PDF and a PNG, typed by their content', async () => {
    for (const [bytes, filename, type] of [
      [tinyPdf(), 'passport.pdf', 'application/pdf'],
      [tinyPng(), 'passport.png', 'image/png'],
    ] as const) {
      const response = await uploadIdFile(app, kind, { keys, cookie: broker, bytes, filename });
      expect(response.statusCode, response.body).toBe(200);
      const [row] = await app.db.select().from(uploads).where(eq(uploads.reference, response.body));
      expect(row?.detectedType).toBe(type);
    }
  });

  it('refuses a page renamed to .jpg, an HTML file and an SVG image (type judged by content)', async () => {
    await expectRefused(
      await uploadIdFile(app, kind, { keys, cookie: broker, bytes: html, filename: 'licence.jpg' }),
      415,
      'Allowed formats are jpg, jpeg, png, gif, and pdf.',
    );
    await expectRefused(
      await uploadIdFile(app, kind, {
        keys,
        cookie: broker,
        bytes: html,
        filename: 'licence.html',
      }),
      415,
      'Allowed formats are jpg, jpeg, png, gif, and pdf.',
    );
    await expectRefused(
      await uploadIdFile(app, kind, { keys, cookie: broker, bytes: svg, filename: 'licence.png' }),
      415,
      'Allowed formats are jpg, jpeg, png, gif, and pdf.',
    );
  });

  it('refuses polyglots: a JPEG with a page in its head, a PNG with a page after its end, a PDF holding markup', async () => {
    for (const [bytes, filename] of [
      [jpegWithHtmlHead(), 'licence.jpg'],
      [Buffer.concat([tinyPng(), html]), 'licence.png'],
      [Buffer.concat([tinyPng(), svg]), 'licence.png'],
      [
        Buffer.from(
          tinyPdf()
            .toString('latin1')
            .replace('%PDF-1.4\n', '%PDF-1.4\n%<html><script>x</script>\n'),
          'latin1',
        ),
        'licence.pdf',
      ],
    ] as const) {
      await expectRefused(
        await uploadIdFile(app, kind, { keys, cookie: broker, bytes, filename }),
        415,
        UPLOAD_ACTIVE_CONTENT_MESSAGE,
      );
    }
  });

  it('refuses a file over 5 MB with the spec message (loan-application §5)', async () => {
    const bytes = Buffer.concat([tinyJpeg(), Buffer.alloc(ID_UPLOAD_SETTINGS.maxBytes)]);
    await expectRefused(
      await uploadIdFile(app, kind, { keys, cookie: broker, bytes }),
      413,
      'The file you have selected is too large. Please select a file smaller than 5 MB.',
    );
  });

  it('refuses an empty file and a body without a file', async () => {
    await expectRefused(
      await uploadIdFile(app, kind, { keys, cookie: broker, bytes: Buffer.alloc(0) }),
      400,
      'Please upload a file.',
    );
    await expectRefused(
      await uploadIdFile(app, kind, { keys, cookie: broker, parts: [] }),
      400,
      'Please upload a file.',
    );
  });

  it('refuses two files, under one name or two', async () => {
    const jpeg = { filename: 'a.jpg', contentType: 'image/jpeg', value: tinyJpeg() };
    for (const names of [
      ['file', 'file'],
      ['file', 'other'],
    ]) {
      await expectRefused(
        await uploadIdFile(app, kind, {
          keys,
          cookie: broker,
          parts: names.map((name) => ({ name, ...jpeg })),
        }),
        400,
        UPLOAD_ONE_FILE_MESSAGE,
      );
    }
  });

  it('refuses a name with path characters or NUL', async () => {
    for (const filename of [
      '../../etc/passwd.jpg',
      'scans/licence.jpg',
      'C:\\scans\\licence.jpg',
      '..',
    ]) {
      await expectRefused(
        await uploadIdFile(app, kind, { keys, cookie: broker, filename }),
        400,
        UPLOAD_NAME_MESSAGE,
      );
    }
    await expectRefused(
      await uploadIdFile(app, kind, {
        keys,
        cookie: broker,
        parts: [
          {
            name: 'file',
            filename: Buffer.from('licence\u0000.html.jpg', 'latin1'),
            contentType: 'image/jpeg',
            value: tinyJpeg(),
          },
        ],
      }),
      400,
      UPLOAD_NAME_MESSAGE,
    );
  });

  it('refuses an upload without a captcha token', async () => {
    await expectRefused(
      await uploadIdFile(app, kind, { keys, cookie: broker, captcha: false }),
      400,
      'The captcha response is missing. Please try again.',
    );
  });

  it('is for the broker of an open application: 401 anonymous, 403 a customer, 404 unknown keys, 415 not multipart', async () => {
    expect((await uploadIdFile(app, kind, { keys })).statusCode).toBe(401);
    const customer = await sessionCookie(app, TEST_CUSTOMER);
    expect((await uploadIdFile(app, kind, { keys, cookie: customer })).statusCode).toBe(403);
    await expectRefused(
      await uploadIdFile(app, kind, { keys: { ...keys, Guid: 'not-the-guid' }, cookie: broker }),
      404,
      'We could not find your application.',
    );
    const json = await app.inject({
      method: 'POST',
      url: `/api/uploads/${kind}`,
      headers: { cookie: broker },
      payload: { Token: keys.Token, Guid: keys.Guid },
    });
    expect(json.statusCode).toBe(415);
  });
});

describe('GET /api/uploads/:reference (readable only through the server, by its uploader or staff)', () => {
  it('gives the file to the broker who uploaded it and to staff, as an attachment; 404 to anyone else', async () => {
    const bytes = tinyJpeg();
    const reference = (await uploadIdFile(app, 'passport', { keys, cookie: broker, bytes })).body;
    const read = (cookie?: string) =>
      app.inject({ url: `/api/uploads/${reference}`, headers: cookie ? { cookie } : {} });

    const own = await read(broker);
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(bytes)).toBe(true);
    expect(own.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'content-disposition': 'attachment',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
    expect((await read(await sessionCookie(app, TEST_STAFF))).statusCode).toBe(200);

    const otherBroker = await sessionCookie(app, { ...TEST_BROKER, id: 'broker-2' });
    for (const cookie of [undefined, otherBroker, await sessionCookie(app, TEST_CUSTOMER)]) {
      const response = await read(cookie);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain(bytes.toString('latin1'));
    }
    expect(
      (await app.inject({ url: `/api/uploads/${'0'.repeat(32)}`, headers: { cookie: broker } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ url: '/api/uploads/..%2F..%2Fsecrets', headers: { cookie: broker } }))
        .statusCode,
    ).toBe(404);
  });
});

describe('step 3 takes the uploaded file as the answer of its upload field (loan-application §3, §5)', () => {
  it('saves the reference of a file of this application and kind; refuses a made-up one or one of another application or kind', async () => {
    const values = brokerApplicant();
    const { keys: own } = await saveSteps(app, values, 2, { cookie: broker });
    const licence = (await uploadIdFile(app, 'driver-licence', { keys: own, cookie: broker })).body;
    const passport = (await uploadIdFile(app, 'passport', { keys: own, cookie: broker })).body;
    const elsewhere = (await uploadIdFile(app, 'driver-licence', { keys, cookie: broker })).body;

    for (const wrong of ['0'.repeat(32), passport, elsewhere]) {
      const refused = await saveStep(
        app,
        3,
        { ...values, DriverLicenceIdUpload: wrong },
        { keys: own, cookie: broker },
      );
      expect(refused.statusCode).toBe(422);
      expect(refused.json().fields).toEqual({ DriverLicenceIdUpload: 'Please upload a file.' });
    }
    const missing = await saveStep(app, 3, values, { keys: own, cookie: broker });
    expect(missing.json().fields).toEqual({ DriverLicenceIdUpload: 'Please upload a file.' });
    const pending = await saveStep(
      app,
      3,
      { ...values, DriverLicenceIdUpload: { pending: 'licence.jpg' } },
      { keys: own, cookie: broker },
    );
    expect(pending.json().fields).toEqual({
      DriverLicenceIdUpload: 'Please upload your selected file.',
    });

    const saved = await saveStep(
      app,
      3,
      { ...values, DriverLicenceIdUpload: licence },
      { keys: own, cookie: broker },
    );
    expect(saved.statusCode, saved.body).toBe(200);
  });
});
