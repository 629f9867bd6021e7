import { Route } from 'react-router';
import { BranchFinderPage } from './branch-finder-page.tsx';
import { BranchPage } from './branch-page.tsx';

export const branchFinderRoutes = [
  <Route key="branch-finder" path="find-a-branch-near-you/" element={<BranchFinderPage />} />,
  <Route key="branch-page" path="find-a-branch-near-you/:slug/" element={<BranchPage />} />,
];
