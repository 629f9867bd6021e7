/**
 * Suitability (issue 21 "Suitability", Responsible Lending Code): the purpose, amount and term
 * confirmed with the applicant; for a broker's application, each add-on insurance listed with its
 * cost and a record that its cost was explained.
 */

// Consumer credit insurance, loan protection, mechanical breakdown, guaranteed asset protection.
export const ADD_ON_KINDS = ['CCI', 'LPI', 'MBI', 'GAP'] as const;
export type AddOnKind = (typeof ADD_ON_KINDS)[number];

export const ADD_ON_NAMES: Readonly<Record<AddOnKind, string>> = {
  CCI: 'Consumer credit insurance',
  LPI: 'Loan protection insurance',
  MBI: 'Mechanical breakdown insurance',
  GAP: 'Guaranteed asset protection',
};

export interface AddOn {
  kind: AddOnKind;
  /** Dollars, the whole cost to the borrower. */
  cost: number;
  /** The officer recorded that the cost was explained to the borrower. */
  explained: boolean;
}

export interface Suitability {
  purpose: string;
  purposeConfirmed: boolean;
  amountConfirmed: boolean;
  termConfirmed: boolean;
  /** The application came through a broker: its add-ons must be listed and explained. */
  brokered: boolean;
  addOns: readonly AddOn[];
}

/** What is still missing from the suitability part, in words for the officer. */
export function suitabilityMissing(suitability: Suitability): string[] {
  const missing: string[] = [];
  if (suitability.purpose.trim() === '') missing.push('Record the loan purpose.');
  if (!suitability.purposeConfirmed) missing.push('Confirm the purpose with the applicant.');
  if (!suitability.amountConfirmed) missing.push('Confirm the amount with the applicant.');
  if (!suitability.termConfirmed) missing.push('Confirm the term with the applicant.');
  if (!suitability.brokered) return missing;
  for (const addOn of suitability.addOns) {
    const name = ADD_ON_NAMES[addOn.kind];
    if (!(addOn.cost >= 0)) missing.push(`Record the cost of the ${name}.`);
    if (!addOn.explained) missing.push(`Record that the cost of the ${name} was explained.`);
  }
  return missing;
}

/** The add-ons' total cost (dollars), shown on the record. */
export function addOnsTotal(suitability: Suitability): number {
  return suitability.addOns.reduce((total, addOn) => total + addOn.cost, 0);
}
