// Every table of the app. Each issue adds its own file and re-exports it here.
export * from './applications.ts';
export * from './addresses.ts';
export * from './branches.ts';
export * from './sessions.ts';
