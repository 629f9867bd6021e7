import { API } from '#domain/contracts/wire.ts';
import {
  BREAKDOWNS,
  type Breakdown,
  type FieldRow,
  type FunnelAnswer,
  type InsightFilters,
} from '#domain/insight/funnel.ts';
import { csvHref } from './api.ts';
import { CsvLink, DataTable, formatCount, formatSeconds, formatShare } from './data-table.tsx';
import { InsightChart } from './insight-chart.tsx';

export const BREAKDOWN_LABELS: Readonly<Record<Breakdown, string>> = {
  source: 'Source',
  referrer: 'Referrer',
  device: 'Device',
  channel: 'Channel',
};
/** How many fields the page lists (the CSV has them all). */
const WORST_FIELDS = 10;

/** The funnel (issue 22 "The funnel"): its chart, its table, the branches and the step times. */
export function FunnelSection({
  funnel,
  filters,
}: {
  funnel: FunnelAnswer;
  filters: InsightFilters;
}) {
  const funnelCsv = (table: string) => csvHref(filters, API.insightFunnel.path, table);
  return (
    <section aria-labelledby="insight-funnel" className="insight__section">
      <h2 id="insight-funnel">Funnel</h2>
      <div className="insight__pair">
        <InsightChart
          label="Bar chart of the journeys that reached each stage; the table beside it has the figures."
          spec={{
            kind: 'bar',
            horizontal: true,
            labels: funnel.stages.map((row) => row.label),
            series: [{ label: 'Journeys', data: funnel.stages.map((row) => row.reached) }],
          }}
        />
        <div>
          <DataTable
            caption="Journeys by stage"
            columns={['Stage', 'Reached', 'Conversion from the stage before', 'Drop-off']}
            rows={funnel.stages.map((row) => [
              row.label,
              formatCount(row.reached),
              formatShare(row.conversion),
              formatShare(row.dropOff),
            ])}
          />
          <CsvLink href={funnelCsv('stages')} what="the stages" />
        </div>
      </div>
      <h3>Sections only some applicants see</h3>
      <DataTable
        caption="Optional sections: drop-off over those who saw them"
        columns={['Section', 'Saw it', 'Drop-off']}
        rows={funnel.branches.map((row) => [
          row.label,
          formatCount(row.reached),
          formatShare(row.dropOff),
        ])}
      />
      <CsvLink href={funnelCsv('branches')} what="the sections" />
      <h3>Time per step</h3>
      <DataTable
        caption="Time from viewing a step to saving it"
        columns={['Step', 'Journeys timed', 'Median', '90th percentile']}
        rows={funnel.stepTimes.map((row) => [
          `Step ${row.step}`,
          formatCount(row.journeys),
          formatSeconds(row.medianSeconds),
          formatSeconds(row.p90Seconds),
        ])}
      />
      <CsvLink href={funnelCsv('times')} what="the step times" />
    </section>
  );
}

/** Trends by day: the journeys that started each day and how far they have come. */
export function TrendsSection({
  funnel,
  filters,
}: {
  funnel: FunnelAnswer;
  filters: InsightFilters;
}) {
  const days = funnel.days;
  return (
    <section aria-labelledby="insight-trends" className="insight__section">
      <h2 id="insight-trends">Trends by day</h2>
      <div className="insight__pair">
        <InsightChart
          label="Line chart of journeys started, submitted and approved by the day they started; the table beside it has the figures."
          spec={{
            kind: 'line',
            labels: days.map((row) => row.day),
            series: [
              { label: 'Started', data: days.map((row) => row.started) },
              { label: 'Submitted', data: days.map((row) => row.submitted) },
              { label: 'Approved', data: days.map((row) => row.approved) },
            ],
          }}
        />
        <div>
          <DataTable
            caption="Journeys by the day they started"
            columns={['Day', 'Started', 'Submitted', 'Decided', 'Approved']}
            rows={days.map((row) => [
              row.day,
              formatCount(row.started),
              formatCount(row.submitted),
              formatCount(row.decided),
              formatCount(row.approved),
            ])}
          />
          <CsvLink href={csvHref(filters, API.insightFunnel.path, 'days')} what="the days" />
        </div>
      </div>
    </section>
  );
}

/** What each source, referrer, device and channel brings: starts, submissions, approvals. */
export function BreakdownsSection({
  funnel,
  filters,
}: {
  funnel: FunnelAnswer;
  filters: InsightFilters;
}) {
  return (
    <section aria-labelledby="insight-breakdowns" className="insight__section">
      <h2 id="insight-breakdowns">What each channel brings</h2>
      {BREAKDOWNS.map((dimension) => (
        <div key={dimension}>
          <DataTable
            caption={`Journeys by ${BREAKDOWN_LABELS[dimension].toLowerCase()}`}
            columns={[BREAKDOWN_LABELS[dimension], 'Started', 'Submitted', 'Approved']}
            rows={funnel.breakdowns[dimension].map((row) => [
              row.value === '' ? 'None' : row.value,
              formatCount(row.started),
              formatCount(row.submitted),
              formatCount(row.approved),
            ])}
          />
          <CsvLink
            href={csvHref(filters, API.insightFunnel.path, dimension)}
            what={`the ${BREAKDOWN_LABELS[dimension].toLowerCase()} figures`}
          />
        </div>
      ))}
    </section>
  );
}

/** The fields that trip applicants (issue 22 "Fields"), the ten worst first. */
export function FieldsSection({
  fields,
  filters,
}: {
  fields: readonly FieldRow[];
  filters: InsightFilters;
}) {
  return (
    <section aria-labelledby="insight-fields" className="insight__section">
      <h2 id="insight-fields">Fields</h2>
      <DataTable
        caption={`The ${WORST_FIELDS} fields that failed most`}
        columns={['Field', 'Failed validation', 'By error kind', 'Last field before leaving']}
        empty="No field failed validation or was left in this view."
        rows={fields.slice(0, WORST_FIELDS).map((row) => [
          row.field,
          formatCount(row.failures),
          Object.entries(row.kinds)
            .map(([kind, n]) => `${kind}: ${formatCount(n)}`)
            .join(', ') || '–',
          formatCount(row.lastTouched),
        ])}
      />
      <CsvLink
        href={csvHref(filters, API.insightFields.path)}
        what={`every field (${formatCount(fields.length)})`}
      />
    </section>
  );
}
