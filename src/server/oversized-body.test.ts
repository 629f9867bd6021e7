import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from './test-support/test-app.ts';
import { OVERSIZED_BODY_DISCARD_BYTES } from './plugins/oversized-body.ts';

// Issue 33 finding 3: a body over the limit was answered 413 with `Connection: close` while the
// client was still sending, and the connection was ended with the rest unread, so a real client
// (Node's fetch here, a browser likewise) got EPIPE instead of the status. These tests send with
// Node's fetch to a listening server, not app.inject, which has no connection to break.
let app: FastifyInstance;
let close: () => Promise<void>;
let site: string;

beforeAll(async () => {
  ({ app, close } = await buildTestApp());
  site = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => close());

const CHUNK = new TextEncoder().encode('x'.repeat(64 * 1024));

/**
 * A body of `chunks` 64 KB pieces sent as a phone on a slow link sends it, a piece every few
 * milliseconds, so the server answers while the client is still sending.
 */
function slowBody(chunks: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    async pull(controller) {
      if (sent === chunks) return controller.close();
      await sleep(2);
      sent++;
      controller.enqueue(CHUNK);
    },
  });
}

async function save(body: BodyInit, headers: Record<string, string> = {}) {
  return fetch(`${site}/api/loan-app/save`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
    duplex: 'half',
  } as RequestInit);
}

describe('an oversized save, sent by a real client (issue 33 finding 3)', () => {
  it('reads the 413 and its message for a 3 MB save sent slowly with its length declared', async () => {
    const chunks = 46; // 46 × 64 KB ≈ 3 MB
    const response = await save(slowBody(chunks), {
      'content-length': String(chunks * CHUNK.length),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'The request body is too large.' });
  });

  it('reads the 413 for a 3 MB save sent at once', async () => {
    const response = await save(JSON.stringify({ Step: 1, FormData: 'x'.repeat(3_000_000) }));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'The request body is too large.' });
  });

  it('reads the 413 for a 3 MB save of no declared length (chunked)', async () => {
    const response = await save(slowBody(46));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'The request body is too large.' });
  });

  it('keeps the connection for the next request after reading the rest', async () => {
    const response = await save('x'.repeat(3_000_000));
    expect(response.status).toBe(413);
    expect(response.headers.get('connection')).not.toBe('close');
    await response.arrayBuffer();
    expect((await fetch(`${site}/healthz`)).status).toBe(200);
  });

  it('still cuts off a body declared larger than it will read', async () => {
    const response = await save('x'.repeat(OVERSIZED_BODY_DISCARD_BYTES + 1)).catch(
      (error: Error) => error,
    );
    // The client may or may not read the 413 before the connection ends; it is never served.
    if (response instanceof Response) {
      expect(response.status).toBe(413);
      expect(response.headers.get('connection')).toBe('close');
    }
    expect((await fetch(`${site}/healthz`)).status).toBe(200);
  });
});
