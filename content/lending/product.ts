import type { LendingProduct } from '#domain/lending/product.ts';

/**
 * The demo lender's product (issue 30, decision 133): the one place its rate is set. The
 * affordability record, the decision and the disclosure statement use it on the server; the
 * calculator's default rate shows the same figure. A lender replaces these values.
 */
export const lendingProduct: LendingProduct = {
  name: 'Personal loan',
  interestPercent: 12.95,
  offerValidWorkingDays: 10,
};
