export { BranchFinderPage as Component } from '#web/features/branch-finder/branch-finder-page.tsx';
