export { ResumeLinkPage as Component } from '#web/features/loan-application/resume-link/resume-link-page.tsx';
