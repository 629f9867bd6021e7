import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Field, describedBy } from './field.tsx';
import { descriptionOf } from './test-support.ts';

describe('the field chrome', () => {
  it('shows "(optional)" after the label of a field that is not required (site-and-tools §5)', () => {
    render(
      <Field id="middle" label="Middle name" required={false}>
        <input id="middle" />
      </Field>,
    );
    expect(screen.getByLabelText('Middle name (optional)')).toBeTruthy();
  });

  it('shows no marker on a required field, nor when told to hide it', () => {
    render(
      <>
        <Field id="first" label="First name" required>
          <input id="first" />
        </Field>
        <Field id="ref" label="Reference" required={false} hideOptional>
          <input id="ref" />
        </Field>
      </>,
    );
    expect(screen.getByLabelText('First name')).toBeTruthy();
    expect(screen.getByLabelText('Reference')).toBeTruthy();
    expect(screen.queryByText(/optional/)).toBeNull();
  });

  it('links the hint and the error to a group by its fieldset', () => {
    render(
      <Field
        id="dob"
        label="Date of birth"
        required
        hint="For example, 27 3 1987"
        error="Please enter a valid date"
        group
      >
        <input aria-label="Day" />
      </Field>,
    );
    const group = screen.getByRole('group', { name: 'Date of birth' });
    expect(descriptionOf(group)).toBe('For example, 27 3 1987 Error: Please enter a valid date');
  });

  it('lists further described-by ids after the hint and the error', () => {
    expect(describedBy('x', 'hint', undefined, 'x-limit', false)).toBe('x-hint x-limit');
    expect(describedBy('x', undefined, undefined)).toBeUndefined();
  });
});
