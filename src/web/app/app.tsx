import { Route, Routes } from 'react-router';
import { Layout } from './layout.tsx';
import { HomePage } from '../pages/home-page.tsx';
import { ContentPage } from '../pages/content-page.tsx';
import { PrivacyPolicyPage } from '../pages/privacy-policy-page.tsx';
import { Fast500Page } from '../pages/fast-500-page.tsx';
import { NotFoundPage } from '../pages/not-found-page.tsx';
import { pages } from '#content/pages.ts';
import { loanApplicationRoutes } from '../features/loan-application/routes.tsx';
import { branchFinderRoutes } from '../features/branch-finder/routes.tsx';
import { FindBranchBox } from '../features/branch-finder/find-branch-box.tsx';
import { devRoutes } from './dev-routes.tsx';

/** Every route of the site (site-and-tools §2, loan-application §2). */
export function App() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomePage findBranch={<FindBranchBox />} />} />
        <Route path="loan-calculator/" element={<ContentPage content={pages.calculator} />} />
        {branchFinderRoutes}
        <Route path="bank-statements/" element={<ContentPage content={pages.bankStatements} />} />
        <Route path="make-a-payment/" element={<ContentPage content={pages.payment} />} />
        <Route path="refer-a-friend/" element={<ContentPage content={pages.refer} />} />
        <Route path="promotions/fast-500/" element={<Fast500Page />} />
        <Route path="privacy-policy/" element={<PrivacyPolicyPage />} />
        <Route path="session-timeout/" element={<ContentPage content={pages.sessionTimeout} />} />
        {loanApplicationRoutes}
        {devRoutes}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
