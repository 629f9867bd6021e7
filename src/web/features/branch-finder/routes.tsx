import { Route } from 'react-router';
import { ContentPage } from '../../pages/content-page.tsx';
import { pages } from '../../../../content/pages.ts';

export const branchFinderRoutes = [
  <Route key="branch-finder" path="find-a-branch-near-you/" element={<ContentPage content={pages.branchFinder} />} />,
];
