import type { ViewAction } from '#domain/staff/access-log.ts';
import { brand } from './brand.ts';

/**
 * The words of the access report and of the applicant's request for it (Privacy Act 2020 IPP 5
 * and 6, decision 137). The applicant is told a staff member's role and the organisation, not
 * their name: the lender answers for its staff.
 */
export const accessLogCopy = {
  what: {
    viewed: 'Your application: your answers, the documents’ names and its history',
    'viewed-lending': 'Our lending assessment: affordability, identity checks and bank statements',
    'viewed-upload': 'A document you or your broker uploaded',
    'viewed-document': 'A letter or record we made about your application',
    'evidence-pack-exported': 'The complete file of your application',
    'exported-row': 'Your application’s line in a list of applications',
    'viewed-access-report': 'This record of who viewed your information',
  } satisfies Record<ViewAction, string>,
  roles: {
    approver: 'A lending approver',
    officer: 'A lending officer',
    'privacy-officer': 'Our privacy officer',
  } as Readonly<Record<string, string>>,
  anyStaff: 'A staff member',
  atTheLender: (role: string) => `${role} at ${brand.legalName}`,
  csvHeader: ['When', 'Who', 'Roles', 'What'],
  notAllowed: 'Only the privacy officer or an approver can see who viewed an application.',
  applicant: {
    heading: 'Who has seen your information',
    explain:
      'You can ask who at our company has looked at your information (Privacy Act 2020, principle 6). We keep a record of each time.',
    show: 'Show who has seen it',
    none: 'Nobody at our company has looked at this application yet.',
    failed: 'We could not load this just now. Please try again.',
    when: 'When',
    who: 'Who',
    what: 'What they saw',
  },
  ownerOnly: 'Sign in to your account to see who has viewed your information.',
};
