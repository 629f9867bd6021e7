import type { QueueAnswer } from '../contracts/staff.ts';
import type { QueueQuery } from './queue-query.ts';

/** Who the workspace's pages are for (issue 20): anyone else is refused. */
export type StaffPageAccess = { state: 'sign-in-required' } | { state: 'not-allowed' };

/**
 * The insight page's data (`staffInsight`, issue 22): only who may see it; its figures come from
 * the staff API once the page runs.
 */
export type StaffInsightPage = StaffPageAccess | { state: 'ok' };

/** The queue page's data (`staffQueue`): the view from the address and its page. */
export type StaffQueuePage =
  | StaffPageAccess
  | { state: 'ok'; query: QueueQuery; answer: QueueAnswer; me: string; roles: string[] };
