// The loan application's pure rules (loan-application spec, all sections), shared by the steps UI and the save endpoint.
export * from './config.ts';
export * from './amounts.ts';
export * from './options.ts';
export * from './messages.ts';
export * from './types.ts';
export * from './dates.ts';
export * from './conditions.ts';
export * from './roles.ts';
export * from './source.ts';
export * from './steps.ts';
export * from './fields.ts';
export * from './query.ts';
export * from './save-data.ts';
export * from './context.ts';
export * from './validate.ts';
export * from './customer-record.ts';
export * from './joint-invitation.ts';
