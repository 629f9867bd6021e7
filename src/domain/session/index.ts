export * from './actor.ts';
export * from './sign-in-fields.ts';
export * from './sign-in-paths.ts';
