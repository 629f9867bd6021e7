import type { FastifyInstance } from 'fastify';
import { produceOwedLetters } from '../lending/decision-letters.ts';

/** One pass of the letters job, as a worker would run it (tests build the app without one). */
export function makeOwedLetters(app: FastifyInstance, clock: () => Date = app.clock) {
  return produceOwedLetters({
    db: app.db,
    adapters: app.adapters,
    config: app.serviceConfig,
    clock,
    log: app.log,
  });
}
