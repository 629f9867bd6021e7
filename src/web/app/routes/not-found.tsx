export { NotFoundPage as Component } from '#web/pages/not-found-page.tsx';
