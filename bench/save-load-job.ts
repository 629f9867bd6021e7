// What bench/http.bench.ts hands its save load generator (bench/save-load-client.ts).
import type autocannon from 'autocannon';

export interface SaveLoadJob {
  url: string;
  body: string;
  captchaHeader: string;
  /** Solved test-mode captchas, one per save (each is good for one call). */
  tokens: string[];
  options: Partial<autocannon.Options>;
}

/** A client address of its own for call n: the per-address rate limits are not what is measured. */
export const clientAddress = (n: number): string =>
  `127.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
