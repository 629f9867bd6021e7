// The home page's code (docs/decisions/028: one module per route, loaded with it). The app
// composes the branch finder's box into the page (decision 026: pages never import features).
import { FindBranchBox } from '#web/features/branch-finder/find-branch-box.tsx';
import { HomePage } from '#web/pages/home-page.tsx';

export function Component() {
  return <HomePage findBranch={<FindBranchBox />} />;
}
