import { useMemo } from 'react';
import { Link, useParams } from '#web/router/router.tsx';
import type { Branch } from '#domain/branches/branch.ts';
import { branchFinderText } from '#content/branch-finder-text.ts';
import { usePageTitle } from '#web/app/page-context.tsx';
import { NotFoundPage } from '#web/pages/not-found-page.tsx';
import { useBranchFinderData } from './branch-data.ts';
import { telHref } from './branch-listing.tsx';
import { BranchMap } from './branch-map.tsx';
import type { MapTiles } from './map-settings.ts';
import './branch-finder.css';
import { usePageViewEvent } from '#web/site/tracking/page-view-event.ts';

const FINDER_PATH = '/find-a-branch-near-you/';

/** /find-a-branch-near-you/<slug>/: one branch's details and map; an unknown slug is the 404 page. */
export function BranchPage() {
  // spec: site-and-tools §2 "Pages whose address contains /find-a-branch-near-you/ fire a FindLocation event."
  usePageViewEvent('FindLocation');
  const { slug } = useParams();
  const data = useBranchFinderData();
  const branch = data.branches.find((candidate) => candidate.slug === slug);
  if (!branch) return <NotFoundPage />;
  return <BranchDetails branch={branch} tiles={data.map} />;
}

function BranchDetails({ branch, tiles }: { branch: Branch; tiles: MapTiles }) {
  const text = branchFinderText.branchPage;
  const shown = useMemo(() => [branch], [branch]);
  usePageTitle(
    `${branch.name} branch`,
    `${branch.name} branch: ${branch.address}. ${branch.location}.`,
  );
  return (
    <article className="content-page branch-page">
      <p>
        <Link to={FINDER_PATH}>{text.allBranches}</Link>
      </p>
      <h1>{branch.name} branch</h1>
      <p className="lead">{branch.region}</p>
      <div className="branch-page__layout">
        <dl className="branch-details">
          <dt>{text.address}</dt>
          <dd>{branch.address}</dd>
          <dt>{text.findUs}</dt>
          <dd>{branch.location}</dd>
          <dt>{text.phone}</dt>
          <dd>
            <a href={telHref(branch.phone)}>{branch.phone}</a>
          </dd>
          <dt>{text.email}</dt>
          <dd>
            <a href={`mailto:${branch.email}`}>{branch.email}</a>
          </dd>
          <dt>{text.hours}</dt>
          <dd>
            <ul>
              {branch.openingHours.map((line) => (
                <li key={line.days}>
                  {line.days}: {line.hours}
                </li>
              ))}
            </ul>
          </dd>
        </dl>
        <BranchMap
          branches={shown}
          tiles={tiles}
          fit
          label={`Map showing the ${branch.name} branch`}
          help={text.mapHelp}
        />
      </div>
      <Link className="button button--primary" to={`/loan-application/step-1/?branch=${branch.id}`}>
        {text.apply}
      </Link>
    </article>
  );
}
