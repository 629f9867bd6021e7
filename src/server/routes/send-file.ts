import type { FastifyReply } from 'fastify';

/** The content type of the CSV downloads (the queue, the access report, insight's tables). */
export const CSV_TYPE = 'text/csv; charset=utf-8';

/** A file a route sends: its type, the name it is saved (or shown) under, and its content. */
export interface PrivateFile {
  type: string;
  name: string;
  body: Buffer | Uint8Array | string;
  /** Shown in the browser (a disclosure read on screen) rather than saved. */
  inline?: boolean;
}

/**
 * Sends a file that holds a person's or the lender's own data: saved (or shown) under its name,
 * and never kept by a cache.
 */
export function sendPrivateFile<Reply extends FastifyReply>(reply: Reply, file: PrivateFile) {
  const disposition = file.inline ? 'inline' : 'attachment';
  return reply
    .header('content-type', file.type)
    .header('cache-control', 'no-store')
    .header('content-disposition', `${disposition}; filename="${file.name}"`)
    .send(file.body);
}
