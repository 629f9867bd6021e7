// The emailed status link's page (decision 093): date of birth, then the application's status.
export { StatusLinkPage as Component } from '#web/features/account/status-link-page.tsx';
