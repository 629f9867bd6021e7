import { describe, expect, it } from 'vitest';
import { readReferrerProducts } from './referrer-products.ts';

describe('a referrer’s product list (loan-application §3 ReferrerData: each Name and Quantity)', () => {
  it('reads a list of named products with whole quantities', () => {
    const products = [
      { Name: 'Toyota Corolla 2019', Quantity: 1 },
      { Name: 'Tyres', Quantity: 4 },
    ];
    expect(readReferrerProducts(products)).toEqual(products);
  });

  it('refuses the whole list when one product is not one', () => {
    for (const bad of [
      { Name: '', Quantity: 1 },
      { Name: ' Car', Quantity: 1 },
      { Name: 'Car', Quantity: 0 },
      { Name: 'Car', Quantity: 1.5 },
      { Name: 'Car', Quantity: 1000 },
      { Name: 'Car', Quantity: '1' },
      { Name: 'Car\nline', Quantity: 1 },
      { Name: 'x'.repeat(101), Quantity: 1 },
      { Name: 'Car', Quantity: 1, Price: 30000 },
      'Car',
      null,
    ])
      expect(readReferrerProducts([{ Name: 'Tyres', Quantity: 4 }, bad])).toBeNull();
  });

  it('refuses no list, an empty list and more than 20 products', () => {
    expect(readReferrerProducts(undefined)).toBeNull();
    expect(readReferrerProducts([])).toBeNull();
    expect(
      readReferrerProducts(Array.from({ length: 21 }, (_, i) => ({ Name: `P${i}`, Quantity: 1 }))),
    ).toBeNull();
  });
});
