import { newZealandDate } from '#domain/calendar/new-zealand-date.ts';
import {
  readComplaintFilters,
  type StaffComplaintPage,
  type StaffComplaintsPage,
} from '#domain/complaints/register-view.ts';
import { filterComplaints } from '#domain/complaints/register-filter.ts';
import { workingDaysBetween } from '#domain/calendar/working-days.ts';
import { COMPLAINT_REFERENCE } from '#domain/complaints/register.ts';
import { asc, eq } from 'drizzle-orm';
import { accounts } from '../db/schema/index.ts';
import { HttpError } from '../http-error.ts';
import type { PageDataLoader } from '../pages/page-data-loader.ts';
import { staffPage } from '../staff/page-data.ts';
import { monthlyCounts } from './monthly.ts';
import { complaintDetail, listComplaints } from './register.ts';

/** The annual return's table on the list: this NZ month and the eleven before it. */
export const MONTHS_SHOWN = 12;

/** YYYY-MM `back` months before the NZ month of `today` (YYYY-MM-DD). */
export function monthsBefore(today: string, back: number): string {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) - back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * SSR data of the register `/staff/complaints/` (key `staffComplaints`, issue 32): the complaints
 * the address's filters keep, the staff for the owner filter, and the last twelve months' counts
 * for the annual return. Behind the policy's `work-complaints`, as the register's API.
 */
export const staffComplaintsPageData: PageDataLoader<'staff-complaints'> = staffPage<
  'staffComplaints',
  StaffComplaintsPage
>(
  'staffComplaints',
  async ({ app, url }, member) => {
    const today = newZealandDate(app.clock());
    const filters = readComplaintFilters(url.searchParams);
    const months = { from: monthsBefore(today, MONTHS_SHOWN - 1), to: today.slice(0, 7) };
    const [{ rows }, staff, counts] = await Promise.all([
      listComplaints(app.db),
      app.db
        .select({ id: accounts.id, email: accounts.email })
        .from(accounts)
        .where(eq(accounts.kind, 'staff'))
        .orderBy(asc(accounts.email)),
      monthlyCounts(app.db, months),
    ]);
    const shown = filterComplaints(rows, filters, member.id, today);
    return {
      staffComplaints: {
        state: 'ok',
        filters,
        rows: shown,
        staff,
        me: member.id,
        dueIn: Object.fromEntries(
          shown.flatMap((row) =>
            row.dueOn === null ? [] : [[row.reference, workingDaysBetween(today, row.dueOn)]],
          ),
        ),
        months: { ...months, rows: counts },
      } satisfies StaffComplaintsPage,
    };
  },
  'work-complaints',
);

/** SSR data of one complaint `/staff/complaints/{reference}/` (key `staffComplaint`). */
export const staffComplaintPageData: PageDataLoader<'staff-complaint'> = staffPage<
  'staffComplaint',
  StaffComplaintPage
>(
  'staffComplaint',
  async ({ app, url }, member) => {
    const reference = /^\/staff\/complaints\/([^/]+)\/$/.exec(url.pathname)?.[1] ?? '';
    const notFound = { staffComplaint: { state: 'not-found' } satisfies StaffComplaintPage };
    if (!COMPLAINT_REFERENCE.test(reference)) return notFound;
    try {
      const detail = await complaintDetail(app.db, reference);
      return {
        staffComplaint: {
          state: 'ok',
          me: member.id,
          complaint: detail,
        } satisfies StaffComplaintPage,
      };
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 404) return notFound;
      throw error;
    }
  },
  'work-complaints',
);
