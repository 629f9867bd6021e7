export { BranchPage as Component } from '#web/features/branch-finder/branch-page.tsx';
