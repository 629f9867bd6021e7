/**
 * The permissions model's code and texts, loaded when a page first asks for a permission rather
 * than with the page (docs/decisions/037: headroom on the home page's budget).
 */
export { requestPermission } from './browser-permissions.ts';
export { permissionDialogs } from '#content/permissions.ts';
