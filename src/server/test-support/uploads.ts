import { crc32, deflateSync } from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { CAPTCHA_RESPONSE_FIELD } from '#domain/captcha/protocol.ts';
import type { IdUploadKind } from '#domain/forms/file-upload.ts';
import { solveCaptcha, testClientAddress } from './captcha.ts';
import type { ApplicationKeys } from './loan-application.ts';

/** A real 1x1 JPEG (baseline, greyscale), as a camera or scanner writes the format. */
export function tinyJpeg(): Buffer {
  return Buffer.from(
    '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
    'base64',
  );
}

/** A real 1x1 PNG built chunk by chunk (signature, IHDR, IDAT, IEND, each with its CRC). */
export function tinyPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, 0xe8, 0xa3, 0x2b]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real one-page PDF with its cross-reference table. */
export function tinyPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] >>',
  ];
  let text = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(text.length);
    text += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = text.length;
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) text += `${String(offset).padStart(10, '0')} 00000 n \n`;
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(text, 'latin1');
}

export interface MultipartPart {
  name: string;
  /** A file part: its name exactly as sent (bytes, so a NUL can be sent too). */
  filename?: string | Buffer;
  contentType?: string;
  value: string | Buffer;
}

/** A multipart/form-data body as a browser sends it. */
export function multipartBody(parts: MultipartPart[]): { body: Buffer; contentType: string } {
  const boundary = '----lender-test-boundary-7MA4YWxkTrZu0gW';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const filename =
      part.filename === undefined
        ? Buffer.alloc(0)
        : Buffer.concat([
            Buffer.from('; filename="'),
            Buffer.from(part.filename),
            Buffer.from('"'),
          ]);
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`),
      filename,
      Buffer.from(part.contentType ? `\r\nContent-Type: ${part.contentType}` : ''),
      Buffer.from('\r\n\r\n'),
      Buffer.from(part.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export interface UploadOptions {
  keys: ApplicationKeys;
  cookie?: string;
  /** The parts instead of one file named `filename` holding `bytes`. */
  parts?: MultipartPart[];
  filename?: string;
  bytes?: Buffer;
  /** false: no captcha token at all. */
  captcha?: boolean;
}

/** POST /api/uploads/{kind} as the file-upload widget sends it (site-and-tools §7). */
export async function uploadIdFile(
  app: FastifyInstance,
  kind: IdUploadKind,
  options: UploadOptions,
): Promise<LightMyRequestResponse> {
  const file: MultipartPart = {
    name: 'file',
    filename: options.filename ?? 'licence.jpg',
    contentType: 'image/jpeg',
    value: options.bytes ?? tinyJpeg(),
  };
  const parts: MultipartPart[] = [
    { name: 'Token', value: options.keys.Token },
    { name: 'Guid', value: options.keys.Guid },
    ...(options.captcha === false
      ? []
      : [{ name: CAPTCHA_RESPONSE_FIELD, value: await solveCaptcha(app) }]),
    ...(options.parts ?? [file]),
  ];
  const { body, contentType } = multipartBody(parts);
  return app.inject({
    method: 'POST',
    url: `/api/uploads/${kind}`,
    headers: {
      'content-type': contentType,
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    remoteAddress: testClientAddress(),
    payload: body,
  });
}
