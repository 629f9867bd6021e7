// What bench/http.bench.ts hands its save load generator (bench/save-load-client.ts).
import type autocannon from 'autocannon';

export interface SaveLoadJob {
  url: string;
  /** The save's JSON body; KEY_SLOT in it is replaced by a new IdempotencyKey for each save. */
  body: string;
  captchaHeader: string;
  /** Solved test-mode captchas, one per save (each is good for one call). */
  tokens: string[];
  options: Partial<autocannon.Options>;
}

/** A client address of its own for call n: the per-address rate limits are not what is measured. */
export const clientAddress = (n: number): string =>
  `127.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/** Where each save's own IdempotencyKey goes in the job's body: every browser save sends one. */
export const KEY_SLOT = '{{idempotency-key}}';

/** What bench/http.bench.ts hands its paced save load (bench/save-pace-client.ts). */
export interface SavePaceJob extends Omit<SaveLoadJob, 'options'> {
  /** Saves a second, sent evenly spaced whatever the server answers. */
  rate: number;
  seconds: number;
}
