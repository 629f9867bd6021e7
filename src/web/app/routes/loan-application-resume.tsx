export { ResumeLinkPage as Component } from '#web/features/loan-application/resume-link-page.tsx';
