import { useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from '#web/router/router.tsx';
import type { Branch } from '#domain/branches/branch.ts';
import { findBranchBoxText as text } from '#content/find-branch-box-text.ts';
import { Field, describedBy } from '#web/widgets/field/field.tsx';
import { usePermissionRequest } from '#web/site/permissions/use-permission-request.tsx';
import './branch-finder.css';

const FINDER_PATH = '/find-a-branch-near-you/';
// The branch list's call (with the call table) loads with them (docs/decisions/157).
const actions = () => import('./find-branch.on-demand.ts');

/**
 * The find-a-branch box (site-and-tools §2): sends the visitor to the nearest branch's page, found
 * from their location (through the permissions model) or from a place typed in: our branch towns,
 * regions and postcode areas first, then any town, suburb or locality of the address data, by the
 * branch nearest to it (GET /api/branches/for-place; no outside geocoder).
 */
export function FindBranchBox() {
  const headingId = useId();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const { request, dialog } = usePermissionRequest();
  const [error, setError] = useState<string | undefined>(undefined);
  const [message, setMessage] = useState('');
  const [choices, setChoices] = useState<Branch[]>([]);
  const [busy, setBusy] = useState(false);
  const branchesRef = useRef<Promise<Branch[]> | null>(null);

  function branches(): Promise<Branch[]> {
    branchesRef.current ??= actions()
      .then(({ fetchBranches }) => fetchBranches())
      .catch((failure: unknown) => {
        branchesRef.current = null;
        throw failure;
      });
    return branchesRef.current;
  }

  async function run(task: () => Promise<void>) {
    if (busy) return;
    setBusy(true);
    setMessage('');
    setChoices([]);
    try {
      await task();
    } catch (failure) {
      console.warn('Find a branch: could not load branches', failure);
      setMessage(text.loadFailed);
    } finally {
      setBusy(false);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    // The input keeps what it holds, typed before the box's code came too (on-interaction.tsx).
    const place = inputRef.current?.value ?? '';
    if (!place.trim()) {
      setError(text.required);
      inputRef.current?.focus();
      return;
    }
    setError(undefined);
    void run(async () => {
      const { branchForPlace, findBranchesForPlace } = await actions();
      const found = findBranchesForPlace(await branches(), place);
      // Not one of our towns, regions or postcode areas: any place the address data knows.
      const nearest = found.length === 0 ? await branchForPlace(place.trim()) : null;
      if (found.length === 1) navigate(found[0]!.url);
      else if (found.length > 1) setChoices(found);
      else if (nearest) navigate(nearest.url);
      else {
        setError(text.noMatch);
        inputRef.current?.focus();
      }
    });
  }

  function onUseLocation() {
    setError(undefined);
    void run(async () => {
      const { locateVisitor, locationMessage, nearestBranch } = await actions();
      const result = await locateVisitor(request);
      if (result.kind !== 'located') {
        setMessage(locationMessage(result) ?? '');
        return;
      }
      const nearest = nearestBranch(await branches(), result.point);
      if (nearest) navigate(nearest.branch.url);
    });
  }

  return (
    <section className="find-branch-box" aria-labelledby={headingId}>
      <h2 id={headingId}>{text.heading}</h2>
      <form method="post" onSubmit={onSubmit} noValidate>
        <Field id={inputId} label={text.label} hint={text.hint} error={error} required>
          <input
            id={inputId}
            ref={inputRef}
            type="text"
            autoComplete="off"
            aria-describedby={describedBy(inputId, text.hint, error)}
            aria-invalid={error ? true : undefined}
          />
        </Field>
        <div className="find-branch-box__actions">
          <button type="submit" className="button button--primary" aria-disabled={busy}>
            {text.submit}
          </button>
          <button type="button" className="button" aria-disabled={busy} onClick={onUseLocation}>
            {text.useMyLocation}
          </button>
          <Link to={FINDER_PATH}>{text.allBranches}</Link>
        </div>
      </form>
      <div role="status" className="find-branch-box__choices">
        {message ? <p>{message}</p> : null}
        {choices.length > 0 ? (
          <>
            <p>{text.choose}</p>
            <ul>
              {choices.map((branch) => (
                <li key={branch.id}>
                  <Link to={branch.url}>{branch.name}</Link>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
      {dialog}
    </section>
  );
}
