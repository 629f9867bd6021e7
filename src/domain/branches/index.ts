// The branch finder's pure rules, shared by the web app and the server.
export * from './geo.ts';
export * from './branch.ts';
export * from './nearest-branches.ts';
export * from './search.ts';
export * from './preferred-branch.ts';
