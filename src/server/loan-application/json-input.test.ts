import { describe, expect, it } from 'vitest';
import { HttpError } from '../http-error.ts';
import { jsonNestingDepth, MAX_JSON_DEPTH, parseJsonObject } from './json-input.ts';

describe('FormData and FormState as JSON strings (loan-application §7)', () => {
  it('counts nesting without being fooled by brackets inside strings', () => {
    expect(jsonNestingDepth('{"a":[{"b":1}]}')).toBe(3);
    expect(jsonNestingDepth('{"a":"[[[[{{{{\\"]]]"}')).toBe(1);
    expect(jsonNestingDepth('"text"')).toBe(0);
  });

  it('reads a form object: the address and income rows are well within the depth allowed', () => {
    const form = {
      Address: { Unit: '' },
      Income: [{ amount: '1', frequency: 'Weekly', source: 'Wages' }],
      ReferrerData: [{ Name: 'Car', Quantity: 1 }],
    };
    expect(parseJsonObject(JSON.stringify(form), 'FormData', 10_000)).toEqual(form);
  });

  it('refuses JSON nested deeper than a form ever is with 400, before parsing it', () => {
    const deep = `{"a":${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}}`;
    expect(() => parseJsonObject(deep, 'FormState', 100_000)).toThrow(
      expect.objectContaining({ statusCode: 400, message: 'FormState is nested too deeply.' }),
    );
    expect(() =>
      parseJsonObject(`{"a":${'['.repeat(9000)}${']'.repeat(9000)}}`, 'FormState', 100_000),
    ).toThrow(HttpError);
  });

  it('refuses text over the limit with 413', () => {
    expect(() => parseJsonObject('{}'.padEnd(101, ' '), 'FormData', 100)).toThrow(
      expect.objectContaining({ statusCode: 413 }),
    );
  });
});
