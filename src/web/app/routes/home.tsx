// The home page's code (docs/decisions/028: one module per route, loaded with it). The app
// composes the branch finder's box into the page (decision 026: pages never import features);
// the box's code loads when the visitor reaches for it (docs/decisions/162).
import { HomePage } from '#web/pages/home-page.tsx';
import { onInteraction } from '#web/site/on-demand/on-interaction.tsx';
// The box's styles come with the page: its HTML shows before its code.
import '#web/widgets/field/field.css';
import '#web/features/branch-finder/branch-finder.css';

const FindBranchBox = onInteraction(
  'find-branch-box',
  () => import('#web/features/branch-finder/find-branch-box.on-demand.tsx'),
);

export function Component() {
  return <HomePage findBranch={<FindBranchBox />} />;
}
