import { useMemo, useState } from 'react';
import type { Branch } from '#domain/branches/branch.ts';
import type { GeoPoint } from '#domain/branches/geo.ts';
import { NEAREST_BRANCH_COUNT, nearestBranches } from '#domain/branches/nearest-branches.ts';
import { filterBranches } from '#domain/branches/search.ts';
import { branchFinderText } from '#content/branch-finder-text.ts';
import { pages } from '#content/pages.ts';
import { ContentPage } from '#web/pages/content-page.tsx';
import { Field } from '#web/widgets/field/field.tsx';
import { usePermissionRequest } from '#web/site/permissions/use-permission-request.tsx';
import { locateVisitor } from '#web/site/permissions/locate-visitor.ts';
import type { BranchFinderPageData } from '#domain/contracts/page-data.ts';
import { useBranchFinderData } from './branch-data.ts';
import { BranchListing, type BranchListingEntry } from './branch-listing.tsx';
import { BranchMap } from './branch-map.tsx';
import { locationMessage } from './location-message.ts';
import './branch-finder.css';
import { usePageViewEvent } from '#web/site/tracking/page-view-event.ts';

/** /find-a-branch-near-you/: map, searchable listing and "Use my location" (site-and-tools §2, §9). */
export function BranchFinderPage() {
  // spec: site-and-tools §2 "Pages whose address contains /find-a-branch-near-you/ fire a FindLocation event."
  usePageViewEvent('FindLocation');
  const data = useBranchFinderData();
  return (
    <ContentPage content={pages.branchFinder}>
      <BranchFinder data={data} />
    </ContentPage>
  );
}

function countText(shown: number, nearest: boolean): string {
  if (shown === 0) return branchFinderText.count.none;
  if (nearest) return branchFinderText.nearestCount.replace('{count}', String(shown));
  if (shown === 1) return branchFinderText.count.one;
  return branchFinderText.count.many.replace('{count}', String(shown));
}

function BranchFinder({ data }: { data: BranchFinderPageData }) {
  const { branches, map } = data;
  const [query, setQuery] = useState('');
  const [visitor, setVisitor] = useState<GeoPoint | undefined>(undefined);
  const [locating, setLocating] = useState(false);
  const [message, setMessage] = useState('');
  const { request, dialog } = usePermissionRequest();

  const entries = useMemo<BranchListingEntry[]>(() => {
    const matching = new Set<Branch>(filterBranches(branches, query));
    // With a location the nearest 8 are shown (§9); a search looks through every branch, nearest first.
    const ordered: BranchListingEntry[] = visitor
      ? nearestBranches(branches, visitor, query.trim() ? branches.length : NEAREST_BRANCH_COUNT)
      : branches.map((branch) => ({ branch }));
    return ordered.filter((entry) => matching.has(entry.branch));
  }, [branches, query, visitor]);
  const shownBranches = useMemo(() => entries.map((entry) => entry.branch), [entries]);

  async function findMyLocation() {
    if (locating) return;
    setLocating(true);
    setMessage('');
    const result = await locateVisitor(request);
    setLocating(false);
    if (result.kind === 'located') setVisitor(result.point);
    else setMessage(locationMessage(result) ?? '');
  }

  return (
    <div className="branch-finder">
      <div className="branch-finder__controls">
        <Field
          id="branch-search"
          label={branchFinderText.searchLabel}
          hint={branchFinderText.searchHint}
          required={false}
          hideOptional
        >
          <input
            id="branch-search"
            type="search"
            autoComplete="off"
            aria-describedby="branch-search-hint"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </Field>
        {visitor ? (
          <button type="button" className="button" onClick={() => setVisitor(undefined)}>
            {branchFinderText.showAll}
          </button>
        ) : (
          <button
            type="button"
            className="button button--primary"
            aria-disabled={locating}
            onClick={findMyLocation}
          >
            {locating ? branchFinderText.locating : branchFinderText.useMyLocation}
          </button>
        )}
      </div>
      <p className="branch-finder__count" role="status">
        {countText(entries.length, visitor !== undefined && !query.trim())}
      </p>
      <p className="branch-finder__message" role="status">
        {message}
      </p>
      <div className="branch-finder__layout">
        <BranchMap
          branches={shownBranches}
          tiles={map}
          fit={visitor !== undefined || query.trim() !== ''}
          visitor={visitor}
        />
        <BranchListing
          entries={entries}
          headingId="branch-list-heading"
          heading={visitor ? branchFinderText.nearestHeading : branchFinderText.listHeading}
        />
      </div>
      {dialog}
    </div>
  );
}
