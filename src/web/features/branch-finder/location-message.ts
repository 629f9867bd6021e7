import type { LocateResult } from '#web/site/permissions/locate-visitor.ts';
import { branchFinderText } from '#content/branch-finder-text.ts';

/** What to tell the visitor when their location could not be used; undefined when it was found. */
export function locationMessage(result: LocateResult): string | undefined {
  if (result.kind === 'located') return undefined;
  if (result.kind === 'failed') return branchFinderText.locationFailed;
  switch (result.state) {
    case 'BLOCKED':
      return branchFinderText.locationBlocked;
    case 'UNAVAILABLE':
    case 'UNRECOGNISED':
      return branchFinderText.locationUnavailable;
    default:
      return branchFinderText.locationNo;
  }
}
