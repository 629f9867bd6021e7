/** The find-a-branch box, loaded when the visitor reaches for it (docs/decisions/162). */
export { FindBranchBox as default } from './find-branch-box.tsx';
