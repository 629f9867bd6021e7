import { Link } from '#web/router/router.tsx';
import type { Branch } from '#domain/branches/branch.ts';
import { branchFinderText } from '#content/branch-finder-text.ts';
import './branch-finder.css';

export interface BranchListingEntry {
  branch: Branch;
  /** Present when the visitor's location is known. */
  distanceKm?: number;
}

const telHref = (phone: string) => `tel:${phone.replace(/\s/g, '')}`;

/** The searchable branch listing: the accessible equivalent of the map, rendered on the server. */
export function BranchListing({
  entries,
  headingId,
  heading,
}: {
  entries: readonly BranchListingEntry[];
  headingId: string;
  heading: string;
}) {
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <ul className="branch-list">
        {entries.map(({ branch, distanceKm }) => (
          <li key={branch.id} className="branch-card">
            <h3>
              <Link to={branch.url}>{branch.name}</Link>
            </h3>
            <p className="branch-card__region">{branch.region}</p>
            {distanceKm !== undefined ? (
              <p className="branch-card__distance">
                {branchFinderText.distance.replace('{distance}', distanceKm.toFixed(1))}
              </p>
            ) : null}
            <p>{branch.address}</p>
            <p>
              <a href={telHref(branch.phone)}>{branch.phone}</a>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export { telHref };
