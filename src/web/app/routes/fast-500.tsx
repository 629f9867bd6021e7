export { Fast500Page as Component } from '#web/pages/fast-500-page.tsx';
