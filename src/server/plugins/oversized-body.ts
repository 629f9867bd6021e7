import type { FastifyRequest, FastifyReply } from 'fastify';

/**
 * The most of an oversized body the server reads and throws away so that its client can read the
 * 413 (issue 33 finding 3). Fastify answers a body over the limit at once, with
 * `Connection: close`, and Node then ends the connection with the rest of the body unread: the
 * client, still sending, gets a reset (EPIPE) instead of the status. Reading the rest, up to this
 * bound, lets it finish sending and read the answer; a body declared or found larger than this is
 * cut off as before (a client sending that much is not one of ours). REQUEST_TIMEOUT_SECONDS
 * still bounds how long the reading may take.
 */
export const OVERSIZED_BODY_DISCARD_BYTES = 16 * 1024 * 1024;

/**
 * For Fastify's FST_ERR_CTP_BODY_TOO_LARGE: keeps the connection open while the rest of the body
 * (at most OVERSIZED_BODY_DISCARD_BYTES) is read and discarded, unless the server is draining.
 */
export function discardOversizedBody(request: FastifyRequest, reply: FastifyReply): void {
  if (request.server.draining) return;
  const declared = Number(request.headers['content-length']);
  if (declared > OVERSIZED_BODY_DISCARD_BYTES) return;
  const raw = request.raw;
  if (raw.readableEnded) return;
  let discarded = 0;
  raw.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > OVERSIZED_BODY_DISCARD_BYTES) raw.socket.destroy();
  });
  raw.resume();
  reply.removeHeader('connection');
}
