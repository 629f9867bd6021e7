import { nzDate } from '../staff-layout.tsx';

/** A date (YYYY-MM-DD, a NZ day) or an instant (ISO), as the workspace shows a day. */
export const dayOf = (value: string) =>
  nzDate.format(new Date(value.length === 10 ? `${value}T12:00:00+12:00` : value));
