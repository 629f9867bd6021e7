// The home page's code (docs/decisions/028: one module per route, loaded with it).
export { HomePage as Component } from '#web/pages/home-page.tsx';
