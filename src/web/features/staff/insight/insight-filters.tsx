import { DEVICE_CLASSES } from '#domain/insight/events.ts';
import type { FunnelAnswer, InsightFilters } from '#domain/insight/funnel.ts';
import { APPLICATION_SOURCES } from '#domain/staff/queue-query.ts';
import { Link } from '#web/router/router.tsx';
import { INSIGHT_PATH, readFilters, writeFilters } from './filters.ts';
import { FilterSelect, useFilterSubmit } from '../filter-select.tsx';
import { BREAKDOWN_LABELS } from './insight-sections.tsx';

/** A select of a breakdown's values: "Any", the known ones, and the one in the address. */
function DimensionSelect({
  name,
  values,
  current,
}: {
  name: 'source' | 'referrer' | 'device' | 'channel';
  values: readonly string[];
  current: string | undefined;
}) {
  const options = [...new Set([...values, ...(current !== undefined ? [current] : [])])];
  return (
    <FilterSelect
      idPrefix="insight"
      name={name}
      label={BREAKDOWN_LABELS[name]}
      value={current}
      options={options.map((value) => [value, value === '' ? 'None' : value] as const)}
    />
  );
}

/**
 * The filters: a plain GET form (it works before the page's code has loaded); with the code, a
 * change of filters navigates to the new address and the page loads its figures.
 */
export function InsightFiltersForm({
  filters,
  funnel,
}: {
  filters: InsightFilters;
  funnel: FunnelAnswer | null;
}) {
  const known = (dimension: 'referrer' | 'channel') =>
    funnel?.breakdowns[dimension].map((row) => row.value).filter((value) => value !== '') ?? [];
  const submit = useFilterSubmit(
    (params) => `${INSIGHT_PATH}?${writeFilters(readFilters(params))}`,
  );
  return (
    <form
      className="staff__filters"
      method="get"
      action={INSIGHT_PATH}
      onSubmit={submit}
      aria-label="Filters"
    >
      <div>
        <label htmlFor="insight-from">Started from</label>
        <input id="insight-from" name="from" type="date" defaultValue={filters.from} required />
      </div>
      <div>
        <label htmlFor="insight-to">Started to</label>
        <input id="insight-to" name="to" type="date" defaultValue={filters.to} required />
      </div>
      <DimensionSelect name="source" values={APPLICATION_SOURCES} current={filters.source} />
      <DimensionSelect name="referrer" values={known('referrer')} current={filters.referrer} />
      <DimensionSelect name="device" values={DEVICE_CLASSES} current={filters.device} />
      <DimensionSelect name="channel" values={known('channel')} current={filters.channel} />
      <div className="insight__filter-actions">
        <button type="submit" className="button">
          Show figures
        </button>
        <Link to={`${INSIGHT_PATH}?${writeFilters({ from: filters.from, to: filters.to })}`}>
          Clear the breakdown filters
        </Link>
      </div>
    </form>
  );
}
