import type { BulkRequest, BulkResult } from '#domain/contracts/staff.ts';
import { HttpError } from '../http-error.ts';
import { decide } from './decisions.ts';
import { assign, type WorkspaceDeps } from './workflow.ts';

/**
 * Several rows assigned or declined together (issue 20 "The queue"): each row goes through the
 * one-row service (status machine, version check, audit row, decline email), one after another,
 * so each is done or refused on its own; a refusal is reported with the status and message the
 * row alone would have answered. Anything but a refusal (a fault) stops the batch as a 5xx.
 */
export async function bulkAction(deps: WorkspaceDeps, body: BulkRequest): Promise<BulkResult[]> {
  const results: BulkResult[] = [];
  for (const item of body.items) {
    try {
      const done =
        body.action === 'assign'
          ? await assign(deps, item.reference, body.to, item.version)
          : await decide(deps, item.reference, {
              outcome: 'declined',
              reason: body.reason,
              comment: body.comment,
              version: item.version,
            });
      results.push({
        reference: item.reference,
        ok: true,
        status: done.status,
        version: done.version,
      });
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
      results.push({
        reference: item.reference,
        ok: false,
        code: error.statusCode,
        message: error.message,
      });
    }
  }
  return results;
}
