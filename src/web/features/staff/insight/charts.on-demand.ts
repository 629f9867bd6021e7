/**
 * The insight pages' charts (issue 22 "Pages"): Chart.js (MIT), only the parts these charts use,
 * in a chunk of its own that only the insight pages load, after their tables. Colours are the
 * site's tokens; no animation, so a chart is at once what its table says.
 */
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import type { ChartSpec } from './insight-chart.tsx';

Chart.register(
  BarController,
  BarElement,
  CategoryScale,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Legend,
  Tooltip,
);

const PALETTE = ['--colour-brand', '--colour-accent-dark', '--colour-success', '--colour-muted'];

export function drawChart(canvas: HTMLCanvasElement, spec: ChartSpec): { destroy(): void } {
  const style = getComputedStyle(canvas);
  const colour = (index: number) =>
    style.getPropertyValue(PALETTE[index % PALETTE.length]!).trim() || 'black';
  const text = style.getPropertyValue('--colour-text').trim() || 'black';
  return new Chart(canvas, {
    type: spec.kind,
    data: {
      labels: spec.labels,
      datasets: spec.series.map((series, index) => ({
        label: series.label,
        data: series.data,
        backgroundColor: colour(index),
        borderColor: colour(index),
      })),
    },
    options: {
      animation: false,
      responsive: true,
      maintainAspectRatio: false,
      indexAxis: spec.horizontal ? 'y' : 'x',
      color: text,
      plugins: { legend: { display: spec.series.length > 1 } },
      scales: {
        x: { ticks: { color: text } },
        y: { ticks: { color: text }, beginAtZero: true },
      },
    },
  });
}
