import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendServiceUnavailable } from './errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** True once shutdown has begun: /readyz answers 503 so the load balancer stops sending. */
    draining: boolean;
    /**
     * Begins shutdown and resolves once every request has been answered and none has arrived for
     * a short while (or maxMs has passed). server.ts calls it on SIGTERM, then app.close().
     */
    drain(options?: { quietMs?: number; maxMs?: number }): Promise<void>;
  }
}

const DEFAULT_QUIET_MS = 300;
const DEFAULT_MAX_DRAIN_MS = 8_000;
const POLL_MS = 25;

/**
 * Graceful shutdown without lost requests (issue 12 finding 5, decision 044). Closing the server
 * at once resets every keep-alive connection a client is about to reuse, and every connection
 * still in the listen queue. Instead, while draining, the server keeps accepting and answering,
 * tells each client to close its connection after the answer (Connection: close, so no client
 * reuses a connection the server is about to end), and closes only once it has been quiet.
 */
export const drainPlugin = fp(async (app: FastifyInstance) => {
  let inFlight = 0;
  let lastActivity = Date.now();
  app.decorate('draining', false);

  // Once close() has begun (after draining), a request still arriving on an open connection gets
  // the API's own 503 and { error } body, not Fastify's (app.ts turns return503OnClosing off).
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });

  // Callback hooks rather than async ones: they run on every request, and each promise costs.
  // The time of the last activity matters only once draining has begun (drain() starts it).
  app.addHook('onRequest', (request, reply, done) => {
    inFlight++;
    if (app.draining || closing) {
      lastActivity = Date.now();
      reply.header('connection', 'close');
    }
    if (closing) return void sendServiceUnavailable(request, reply);
    done();
  });
  const finished = (_request: unknown, _reply: unknown, done: () => void) => {
    inFlight--;
    if (app.draining) lastActivity = Date.now();
    done();
  };
  app.addHook('onResponse', finished);
  app.addHook('onRequestAbort', (request, done) => finished(request, undefined, done));

  app.decorate('drain', async (options: { quietMs?: number; maxMs?: number } = {}) => {
    const quietMs = options.quietMs ?? DEFAULT_QUIET_MS;
    const deadline = Date.now() + (options.maxMs ?? DEFAULT_MAX_DRAIN_MS);
    app.draining = true;
    lastActivity = Date.now();
    while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastActivity < quietMs)) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  });
});
