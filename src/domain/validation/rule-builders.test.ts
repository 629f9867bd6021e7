import { describe, expect, it } from 'vitest';
import { validateField } from './engine.ts';
import { choice, emailRule, everyKind, mustTick, phoneRule, sameMessage } from './rule-builders.ts';

const today = new Date('2026-01-15T00:00:00Z');
const errorOf = (rule: Parameters<typeof validateField>[0], value: unknown) =>
  validateField(rule, { values: { [rule.name]: value }, today, config: undefined });

describe('the generic rule builders', () => {
  it('gives the named kinds, or every kind, one message', () => {
    expect(sameMessage('Nope', 'pattern', 'max')).toEqual({ pattern: 'Nope', max: 'Nope' });
    expect(Object.values(everyKind('Nope')).every((message) => message === 'Nope')).toBe(true);
    expect(Object.keys(everyKind('Nope'))).toContain('required');
  });

  it('takes only the options of a choice, plain or labelled, compared trimmed', () => {
    const labelled = choice('Colour', [{ value: 'Red' }, { value: 'Blue' }]);
    expect(errorOf(labelled, ' Red ')).toBeNull();
    expect(errorOf(labelled, 'Green')?.kind).toBe('custom');
    expect(errorOf(labelled, '')?.kind).toBe('required');
    expect(errorOf(choice('Toggle', ['Yes', 'No']), 'No')).toBeNull();
  });

  it('asks for a tick with the one message, from JSON true or a posted "true"', () => {
    const rule = mustTick('Agree', 'Please agree');
    expect(errorOf(rule, true)).toBeNull();
    expect(errorOf(rule, 'true')).toBeNull();
    expect(errorOf(rule, false)).toEqual({ kind: 'required', message: 'Please agree' });
  });

  it('limits an email to 255 characters and a phone to 100, personal and required', () => {
    const email = emailRule('Email');
    const phone = phoneRule('Phone');
    expect(email).toMatchObject({ type: 'email', maxLength: 255, personal: true, required: true });
    expect(phone).toMatchObject({ type: 'tel', maxLength: 100, personal: true, required: true });
    expect(errorOf(email, 'aroha@example.co.nz')).toBeNull();
    expect(errorOf(email, 'aroha@')?.kind).toBe('pattern');
    expect(errorOf(phone, '021 123 4567')).toBeNull();
    expect(errorOf(phoneRule('Phone', { required: false, maxLength: 20 }), '')).toBeNull();
  });
});
