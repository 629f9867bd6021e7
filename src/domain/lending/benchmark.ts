/**
 * The household expense benchmark: typical weekly spending by category for a household of a size
 * in a region. The table is the lender's configuration (content/lending/household-benchmark.ts,
 * seeded from Stats NZ's Household Expenditure Statistics with its source named).
 */
import { roundToCents } from '../calculator/calculator.ts';
import type { ExpenseCategory } from './policy.ts';

// Stats NZ's Household Economic Survey regions.
export const BENCHMARK_REGIONS = [
  'Auckland',
  'Wellington',
  'Rest of North Island',
  'Canterbury',
  'Rest of South Island',
] as const;
export type BenchmarkRegion = (typeof BENCHMARK_REGIONS)[number];

export interface HouseholdBenchmark {
  /** Where the figures come from and under which licence (shown with the record). */
  source: string;
  /** Dollars a week for a one-person household, by category (national). */
  onePersonWeekly: Readonly<Record<ExpenseCategory, number>>;
  /** Multiplier for each household size from 1 up; the last applies to larger households. */
  sizeFactors: readonly number[];
  /** Multiplier for each region. */
  regionFactors: Readonly<Record<BenchmarkRegion, number>>;
}

/** The benchmark's weekly figure for one category, household size (1 or more) and region. */
export function benchmarkWeekly(
  table: HouseholdBenchmark,
  category: ExpenseCategory,
  householdSize: number,
  region: BenchmarkRegion,
): number {
  const size = Math.max(1, Math.floor(householdSize));
  const sizeFactor = table.sizeFactors[Math.min(size, table.sizeFactors.length) - 1] ?? 1;
  return roundToCents(table.onePersonWeekly[category] * sizeFactor * table.regionFactors[region]);
}

/** A region name from configuration or a form, or null. */
export function readRegion(value: unknown): BenchmarkRegion | null {
  return (BENCHMARK_REGIONS as readonly unknown[]).includes(value)
    ? (value as BenchmarkRegion)
    : null;
}
