import { useEffect, useMemo, useState } from 'react';
import type { FunnelAnswer, InsightFilters } from '#domain/insight/funnel.ts';
import { signInPathReturningTo } from '#domain/session/sign-in-paths.ts';
import { usePageData, usePageTitle } from '#web/app/page-context.tsx';
import { useLocation, useNavigate } from '#web/router/router.tsx';
import { StaffRefused } from '../staff-layout.tsx';
import { loadInsight, refreshInsight, type InsightLoad } from './api.ts';
import { INSIGHT_PATH, readFilters, writeFilters } from './filters.ts';
import { InsightFiltersForm } from './insight-filters.tsx';
import {
  BreakdownsSection,
  FieldsSection,
  FunnelSection,
  TrendsSection,
} from './insight-sections.tsx';
import './insight.css';

const asOf = new Intl.DateTimeFormat('en-NZ', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Pacific/Auckland',
});

/**
 * Funnel insight for staff, `/staff/insight/` (issue 22 "Pages"): the funnel, trends by day, what
 * each channel brings and the fields, for the filters in the address. The page's data is the
 * workspace's guard (an anonymous visitor is sent to sign in, anyone else refused with a 403); the
 * figures come from the staff API; the charts' library loads only here, after the tables.
 */
export function InsightPage() {
  usePageTitle('Insight | Staff workspace');
  const access = usePageData('staffInsight');
  const allowed = access?.state === 'ok';
  const location = useLocation();
  const navigate = useNavigate();
  const filters = useMemo(
    () => readFilters(new URLSearchParams(location.search)),
    [location.search],
  );
  const [refreshing, setRefreshing] = useState(false);
  const [generation, setGeneration] = useState(0);
  // The answer and the view it answers: until the new view's arrives, the page says it is loading
  // (and keeps the last figures on screen).
  const view = `${writeFilters(filters)}#${generation}`;
  const [answer, setAnswer] = useState<{ view: string; load: InsightLoad } | null>(null);
  const load: InsightLoad = answer?.view === view ? answer.load : { state: 'loading' };
  const shown = answer?.load.state === 'ok' ? answer.load : null;

  useEffect(() => {
    if (!allowed) return;
    let current = true;
    void loadInsight(filters).then((next) => current && setAnswer({ view, load: next }));
    return () => {
      current = false;
    };
  }, [allowed, filters, view]);

  const signInRequired = access?.state === 'sign-in-required' || load.state === 'sign-in-required';
  useEffect(() => {
    if (signInRequired)
      void navigate(signInPathReturningTo(`${INSIGHT_PATH}${location.search}`), { replace: true });
  }, [signInRequired, navigate, location.search]);

  if (!access || signInRequired) return null;
  if (access.state === 'not-allowed' || load.state === 'not-allowed')
    return <StaffRefused state="not-allowed" />;
  const funnel = shown?.funnel ?? null;

  const refresh = async () => {
    setRefreshing(true);
    await refreshInsight();
    setRefreshing(false);
    setGeneration((n) => n + 1);
  };

  return (
    <>
      <h1>Insight</h1>
      <p>
        Journeys that started between the dates, counted once per application however many visits it
        took. No personal details are kept in these figures.
      </p>
      <InsightFiltersForm key={location.search} filters={filters} funnel={funnel} />
      <InsightStatus
        load={load}
        filters={filters}
        funnel={funnel}
        refreshing={refreshing}
        onRefresh={() => void refresh()}
      />
      {shown && (
        <div aria-busy={load.state === 'loading'}>
          <FunnelSection funnel={shown.funnel} filters={shown.funnel.filters} />
          <TrendsSection funnel={shown.funnel} filters={shown.funnel.filters} />
          <BreakdownsSection funnel={shown.funnel} filters={shown.funnel.filters} />
          <FieldsSection fields={shown.fields} filters={shown.funnel.filters} />
        </div>
      )}
    </>
  );
}

/** What the page is showing and how fresh its figures are, with the button that refreshes them. */
function InsightStatus({
  load,
  filters,
  funnel,
  refreshing,
  onRefresh,
}: {
  /** The page has already answered a refusal. */
  load: Exclude<InsightLoad, { state: 'sign-in-required' | 'not-allowed' }>;
  filters: InsightFilters;
  funnel: FunnelAnswer | null;
  refreshing: boolean;
  onRefresh: () => void;
}) {
  return (
    <div className="insight__status">
      <p role="status">
        {load.state === 'loading'
          ? 'Loading the figures…'
          : load.state === 'failed'
            ? load.message
            : `Showing ${load.funnel.stages[0]?.reached ?? 0} journeys that started from ${filters.from} to ${filters.to}.`}
      </p>
      {funnel && (
        <p>
          {funnel.rolledUpTo
            ? `Figures as of ${asOf.format(new Date(funnel.rolledUpTo))}; they are brought up to date every five minutes.`
            : 'The figures have not been brought up to date yet.'}{' '}
          <button
            type="button"
            className="button"
            aria-disabled={refreshing}
            onClick={() => !refreshing && onRefresh()}
          >
            {refreshing ? 'Bringing the figures up to date…' : 'Bring the figures up to date'}
          </button>
        </p>
      )}
    </div>
  );
}
