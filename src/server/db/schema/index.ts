// Every table of the app. Each issue adds its own file and re-exports it here.
export * from './applications.ts';
export * from './addresses.ts';
export * from './branches.ts';
export * from './sessions.ts';
export * from './tools-forms.ts';
export * from './accounts.ts';
export * from './contact-messages.ts';
export * from './sign-in-failures.ts';
export * from './email-deliveries.ts';
export * from './rate-limits.ts';
export * from './uploads.ts';
export * from './joint-invitations.ts';
export * from './save-idempotency.ts';
export * from './resume-links.ts';
export * from './staff.ts';
export * from './insight.ts';
export * from './lending.ts';
