import type { FastifyRequest } from 'fastify';
import { PAGE_REDIRECT_KEY } from '#domain/pages/route-data.ts';
import { signInPathReturningTo } from '#domain/session/sign-in-paths.ts';
import type { StaffInsightPage, StaffPageAccess, StaffQueuePage } from '#domain/staff/pages.ts';
import { readQueueQuery, writeQueueQuery } from '#domain/staff/queue-query.ts';
import type { StaffFramePage, StaffMyWorkPage } from '#domain/staff/my-work.ts';
import { STAFF_QUEUE_PATH } from '#domain/session/paths.ts';
import { may, type Capability } from '#domain/staff/workflow-policy.ts';
import type { PageDataLoader, PageDataRequest } from '../pages/page-data-loader.ts';
import { queuePage } from './queue.ts';
import { myWork, staffFrame } from './my-work.ts';
import { applicationWorkday } from './application-workday.ts';
import { policyActor, type StaffMember } from './access.ts';
import { applicationView } from './application-view.ts';
import { workspaceDeps } from './workflow.ts';
import { HttpError } from '../http-error.ts';
import type { StaffApplicationPage } from '#domain/staff/application-view.ts';

/** The page data key of each workspace page. */
type StaffPageKey =
  | 'staffQueue'
  | 'staffApplication'
  | 'staffInsight'
  | 'staffFrame'
  | 'staffMyWork'
  | 'staffComplaints'
  | 'staffComplaint';

/**
 * The workspace pages' guard (issue 20): an anonymous visitor is sent to sign in and back; a
 * customer, a broker or staff the policy's `may` refuses `capability` is refused (issue 29: the
 * same question as the API's guard). The page data says which.
 */
function staffPageAccess<Key extends StaffPageKey>(
  request: FastifyRequest,
  url: URL,
  key: Key,
  capability: Capability = 'open-workspace',
): { member: StaffMember } | { refused: Record<Key, StaffPageAccess> & { redirectTo?: string } } {
  const { actor } = request;
  if (actor.kind === 'anonymous')
    return {
      refused: {
        ...({ [key]: { state: 'sign-in-required' } } as Record<Key, StaffPageAccess>),
        [PAGE_REDIRECT_KEY]: signInPathReturningTo(url.pathname + url.search),
      },
    };
  const staff = policyActor(actor);
  if (!staff || !may(staff, capability))
    return { refused: { [key]: { state: 'not-allowed' } } as Record<Key, StaffPageAccess> };
  return { member: { id: staff.id, roles: staff.roles } };
}

/** A workspace page's data under its key, or where the page sends its visitor instead. */
type StaffPageData<Key extends StaffPageKey, Page> = Record<Key, Page> & {
  redirectTo?: string;
};

/**
 * A workspace page's loader behind its guard (staffPageAccess): `load` runs for a staff member the
 * policy lets `capability`; anyone else gets the guard's answer under the page's `key`.
 */
export function staffPage<Key extends StaffPageKey, Page>(
  key: Key,
  load: (page: PageDataRequest, member: StaffMember) => Promise<StaffPageData<Key, Page>>,
  capability: Capability = 'open-workspace',
): (page: PageDataRequest) => Promise<StaffPageData<Key, Page | StaffPageAccess>> {
  return async (page) => {
    const access = staffPageAccess(page.request, page.url, key, capability);
    return 'refused' in access ? access.refused : load(page, access.member);
  };
}

const staffActor = (member: StaffMember, approvalLimit: number) =>
  ({ kind: 'staff', id: member.id, roles: member.roles, approvalLimit }) as const;

/** Every workspace page's frame (key `staffFrame`, issue 29): who is signed in, the counts. */
export const staffFramePageData: PageDataLoader<'staff-frame'> = staffPage<
  'staffFrame',
  StaffFramePage
>('staffFrame', async ({ app }, member) => {
  const actor = staffActor(member, app.env.OFFICER_APPROVAL_LIMIT);
  const frame = await staffFrame(app.db, actor, app.clock());
  return { staffFrame: { state: 'ok', ...frame } satisfies StaffFramePage };
});

/**
 * SSR data of My work `/staff/` (key `staffMyWork`, issue 29), the workspace's home. The queue
 * was at `/staff/` before: an address with a query is an old queue view, sent on to the queue.
 */
export const staffMyWorkPageData: PageDataLoader<'staff-my-work'> = staffPage<
  'staffMyWork',
  StaffMyWorkPage
>('staffMyWork', async ({ app, url }, member) => {
  if (url.search)
    return {
      staffMyWork: {
        state: 'ok',
        approver: false,
        assigned: [],
        proposals: [],
        tasks: emptyTasks(),
      },
      [PAGE_REDIRECT_KEY]: `${STAFF_QUEUE_PATH}${writeQueueQuery(readQueueQuery(url.searchParams))}`,
    };
  const actor = staffActor(member, app.env.OFFICER_APPROVAL_LIMIT);
  const work = await myWork(app.db, actor, app.clock());
  return { staffMyWork: { state: 'ok', ...work } satisfies StaffMyWorkPage };
});

const emptyTasks = () => ({ overdue: [], 'due-soon': [], later: [] });

/** SSR data of the queue `/staff/applications/` (key `staffQueue`): the view in the address. */
export const staffQueuePageData: PageDataLoader<'staff-queue'> = staffPage<
  'staffQueue',
  StaffQueuePage
>('staffQueue', async ({ app, url }, member) => {
  const query = readQueueQuery(url.searchParams);
  const answer = await queuePage(app.db, query, member.id, app.clock());
  return {
    staffQueue: {
      state: 'ok',
      query,
      answer,
      me: member.id,
      roles: [...member.roles],
    } satisfies StaffQueuePage,
  };
});

/** SSR data of `/staff/applications/{reference}/` (key `staffApplication`). */
export const staffApplicationPageData: PageDataLoader<'staff-application'> = staffPage<
  'staffApplication',
  StaffApplicationPage
>('staffApplication', async ({ app, request, url }, member) => {
  const reference = /^\/staff\/applications\/(\d{1,18})\/$/.exec(url.pathname)?.[1];
  const deps = workspaceDeps(app, request, member);
  try {
    if (!reference) throw new HttpError(404, 'not found');
    const view = await applicationView(deps, reference);
    const workday = await applicationWorkday(
      { db: app.db, config: app.serviceConfig, now: deps.now },
      staffActor(member, view.me.approvalLimit),
      view,
      readQueueQuery(url.searchParams),
    );
    return {
      staffApplication: { state: 'ok', ...view, ...workday } satisfies StaffApplicationPage,
    };
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404)
      return { staffApplication: { state: 'not-found' } satisfies StaffApplicationPage };
    throw error;
  }
});

/** SSR data of funnel insight `/staff/insight/` (key `staffInsight`, issue 22): the guard only. */
export const staffInsightPageData: PageDataLoader<'staff-insight'> = staffPage<
  'staffInsight',
  StaffInsightPage
>(
  'staffInsight',
  async () => ({ staffInsight: { state: 'ok' } satisfies StaffInsightPage }),
  'view-insight',
);
