import { useEffect, useRef, useState } from 'react';

/** A chart's data: one label per point, one or more series. */
export interface ChartSpec {
  kind: 'bar' | 'line';
  labels: string[];
  series: { label: string; data: number[] }[];
  horizontal?: boolean;
}

/**
 * A chart drawn by the charts chunk (loaded on demand, so no other page carries it). The canvas
 * is an image named by `label`; its numbers are the table beside it, which is what a screen
 * reader or a keyboard reads.
 */
export function InsightChart({ spec, label }: { spec: ChartSpec; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);
  const key = JSON.stringify(spec);
  useEffect(() => {
    let chart: { destroy(): void } | undefined;
    let gone = false;
    import('./charts.on-demand.ts').then(
      ({ drawChart }) => {
        if (!gone && canvas.current) chart = drawChart(canvas.current, JSON.parse(key));
      },
      () => setFailed(true),
    );
    return () => {
      gone = true;
      chart?.destroy();
    };
  }, [key]);
  if (failed)
    return (
      <p className="insight__chart-note">
        The chart could not be drawn; the table has its figures.
      </p>
    );
  return (
    <div className="insight__chart">
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
}
