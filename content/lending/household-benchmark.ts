import type { HouseholdBenchmark } from '#domain/lending/benchmark.ts';
import type { ExpenseCategory } from '#domain/lending/policy.ts';

/**
 * The demo lender's household expense benchmark (issue 21 "Expenses"), built from published
 * figures of Stats NZ, "Household expenditure statistics: Year ended June 2023" (released
 * 5 March 2024, Household Economic Survey), licensed under Creative Commons Attribution 4.0
 * International: "Source: Stats NZ and licensed by Stats NZ for reuse under the Creative Commons
 * Attribution 4.0 International licence." A lender replaces this table with its own or with the
 * survey's detailed tables (regions by household type).
 *
 * Published figures used (average weekly household expenditure, including GST):
 * - all households, net: $1,598; Auckland households: $1,823; one-person households: $808;
 * - expenditure groups, all households: food $300, housing and household utilities $398,
 *   transport $252, health $50, miscellaneous goods and services (insurance, personal care,
 *   credit services) $139.
 *
 * Derived (our method, so the table has a figure for every size and region):
 * - a one-person household's category = the group's national figure × $808 / $1,598;
 * - larger households: the modified OECD equivalence scale (1 for the first person, 0.5 for each
 *   other), which puts an average 2.7-person household within 7 % of the published $1,598;
 * - Auckland × $1,823 / $1,598; the other regions use the national figure (1.0) until the lender
 *   loads the survey's regional table: a benchmark that is too low only weakens the "largest
 *   figure is used" rule, never overstates a surplus beyond what the applicant declared.
 */
export const HES_2023 = {
  allHouseholdsWeekly: 1598,
  aucklandWeekly: 1823,
  onePersonWeekly: 808,
  groupsWeekly: {
    Food: 300,
    'Housing and utilities': 398,
    Transport: 252,
    Health: 50,
    'Insurance and personal care': 139,
  } satisfies Record<ExpenseCategory, number>,
} as const;

const onePersonShare = HES_2023.onePersonWeekly / HES_2023.allHouseholdsWeekly;
const perCategory = (category: ExpenseCategory) => HES_2023.groupsWeekly[category] * onePersonShare;

export const householdBenchmark: HouseholdBenchmark = {
  source:
    'Stats NZ, Household expenditure statistics: Year ended June 2023 (CC BY 4.0), scaled by household size and region',
  onePersonWeekly: {
    Food: perCategory('Food'),
    'Housing and utilities': perCategory('Housing and utilities'),
    Transport: perCategory('Transport'),
    Health: perCategory('Health'),
    'Insurance and personal care': perCategory('Insurance and personal care'),
  },
  sizeFactors: [1, 1.5, 2, 2.5, 3, 3.5],
  regionFactors: {
    Auckland: HES_2023.aucklandWeekly / HES_2023.allHouseholdsWeekly,
    Wellington: 1,
    'Rest of North Island': 1,
    Canterbury: 1,
    'Rest of South Island': 1,
  },
};
