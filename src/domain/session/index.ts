export * from './actor.ts';
