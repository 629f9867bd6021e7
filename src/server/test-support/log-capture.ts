import { Writable } from 'node:stream';
import pino from 'pino';
import { readEnv } from '../env.ts';
import { loggerOptions } from '../logger.ts';

/** A logger configured as production's, writing to memory: what an operator's log would hold. */
export function captureLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const options = loggerOptions(readEnv({ NODE_ENV: 'production', LOG_LEVEL: 'info' }));
  const logger = pino(typeof options === 'object' ? options : {}, stream);
  return { logger, output: () => lines.join('') };
}
