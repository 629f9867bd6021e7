import { describe, expect, it, vi } from 'vitest';
import { useEffect } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dateOfBirthRule } from '#domain/forms/date-of-birth.ts';
import type { FieldRule, FormValues } from '#domain/validation/types.ts';
import { Radio } from '../radio/radio.tsx';
import { Text } from '../text/text.tsx';
import { DateOfBirth } from '../date-of-birth/date-of-birth.tsx';
import { FormAnnouncer } from './form-announcer.tsx';
import { useForm, type FormApi } from './use-form.ts';

interface Config {
  emailLocked: boolean;
}

const rules: FieldRule<Config>[] = [
  { name: 'FirstName', required: true, maxLength: 100 },
  {
    name: 'Email',
    required: true,
    pattern: /^[^@\s]+@[^@\s]+\.[^@\s]+$/,
    messages: { pattern: 'Please enter a valid email address' },
    disabled: (c) => c.config.emailLocked,
  },
  { name: 'Residency', required: true },
  { name: 'VisaType', required: true, condition: (c) => c.values.Residency === 'No' },
  // A cross-field rule: the confirmation must match the email.
  {
    name: 'ConfirmEmail',
    required: false,
    custom: (value, c) => value === c.values.Email,
    messages: { custom: 'The emails do not match' },
  },
  dateOfBirthRule<Config>('DateOfBirth'),
];

const empty: FormValues = {
  FirstName: '',
  Email: '',
  Residency: '',
  VisaType: '',
  ConfirmEmail: '',
  DateOfBirth: '',
};
const yesNo = [
  { value: 'Yes', label: 'Yes' },
  { value: 'No', label: 'No' },
];

// The test reads the hook's API through this, as a caller's handlers would.
const probe = {} as { form: FormApi<Config> };

function TestForm({
  onValid,
  config = { emailLocked: false },
  initialValues = empty,
  today,
}: {
  onValid: (values: FormValues) => Promise<void> | void;
  config?: Config;
  initialValues?: FormValues;
  today?: Date;
}) {
  const form = useForm<Config>({ rules, config, initialValues, ...(today ? { today } : {}) });
  useEffect(() => {
    probe.form = form;
  });
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)}>
      <Text {...form.field('FirstName')} label="First name" />
      <Text {...form.field('Email')} label="Email" type="email" />
      <Text {...form.field('ConfirmEmail')} label="Confirm email" type="email" />
      <Radio
        {...form.field('Residency')}
        label="Are you a New Zealand resident?"
        options={yesNo}
        inline
      />
      {form.isShown('VisaType') ? <Text {...form.field('VisaType')} label="Visa type" /> : null}
      <DateOfBirth {...form.field('DateOfBirth')} label="Date of birth" />
      <button type="submit" disabled={form.busy}>
        Next
      </button>
      <FormAnnouncer announcement={form.announcement} />
    </form>
  );
}

const fill = {
  FirstName: 'Aroha',
  Email: 'aroha@example.co.nz',
  ConfirmEmail: 'aroha@example.co.nz',
  Residency: 'Yes',
  VisaType: '',
  DateOfBirth: '1990/03/09',
};
const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Next' }));

describe('useForm (site-and-tools §5 "Form engine")', () => {
  it('binds each widget to its value, id, required-ness and "(optional)" label', async () => {
    render(<TestForm onValid={() => {}} />);
    await userEvent.type(field('First name'), 'Ana');
    expect(probe.form.values.FirstName).toBe('Ana');
    expect(field('First name').id).toBe('FirstName');
    expect(field('First name')).toHaveProperty('required', true);
    expect(screen.getByRole('textbox', { name: 'Confirm email (optional)' })).toBeTruthy();
  });

  it('shows no error while typing in an input not yet validated', async () => {
    render(<TestForm onValid={() => {}} />);
    await userEvent.type(field('Email'), 'aroha@');
    expect(field('Email').hasAttribute('aria-invalid')).toBe(false);
  });

  it('validates an input when focus first leaves it, then live on each change', async () => {
    render(<TestForm onValid={() => {}} />);
    await userEvent.type(field('Email'), 'aroha@');
    await userEvent.tab();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
    await userEvent.type(field('Email'), 'example.co.nz');
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();
    await userEvent.clear(field('Email'));
    expect(screen.getByText('This field is required')).toBeTruthy();
  });

  it('revalidates a validated input when another input it depends on changes', async () => {
    render(<TestForm onValid={() => {}} />);
    await userEvent.type(field('Email'), 'a@b.nz');
    await userEvent.type(field('Confirm email'), 'a@b.nz');
    await userEvent.tab();
    expect(screen.queryByText('The emails do not match')).toBeNull();
    await userEvent.type(field('Email'), 'z');
    expect(screen.getByText('The emails do not match')).toBeTruthy();
  });

  it('blocks a submit with errors, announces the count and focuses the first invalid input (loan-application §5)', async () => {
    const onValid = vi.fn();
    render(<TestForm onValid={onValid} />);
    await submit();
    expect(onValid).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent?.trim()).toBe(
      'Could not submit the form. There were 4 errors.',
    );
    expect(document.activeElement).toBe(field('First name'));
    expect(screen.getAllByText('This field is required')).toHaveLength(3);
    expect(screen.getByText('Please enter your date of birth')).toBeTruthy();
  });

  it('says "There was 1 error." for one, and announces a repeated submit again', async () => {
    render(
      <TestForm
        onValid={() => {}}
        initialValues={{ ...fill, DateOfBirth: '2015/01/01' }}
        today={new Date(2024, 5, 15)}
      />,
    );
    await submit();
    const status = screen.getByRole('status');
    const first = status.textContent;
    expect(first?.trim()).toBe('Could not submit the form. There was 1 error.');
    expect(screen.getByText('You must be at least 18 years old')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Day' }));
    await submit();
    expect(status.textContent?.trim()).toBe(first?.trim());
    expect(status.textContent).not.toBe(first);
  });

  it('focuses the first invalid input in page order and scrolls its label into view', async () => {
    // jsdom does not scroll: record what would be scrolled into view.
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    // jsdom lays nothing out, so no label counts as visible: pretend the legend is.
    const rects = vi.spyOn(Element.prototype, 'getClientRects').mockImplementation(function (
      this: Element,
    ) {
      return (this.tagName === 'LEGEND' ? [{}] : []) as unknown as DOMRectList;
    });
    render(
      <TestForm onValid={() => {}} initialValues={{ ...fill, Residency: '', DateOfBirth: '' }} />,
    );
    await submit();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Yes' }));
    expect(scrolled.at(-1)?.textContent).toBe('Are you a New Zealand resident?');
    rects.mockRestore();
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('does not validate an input hidden by its condition, and validates it once shown', async () => {
    const onValid = vi.fn();
    render(<TestForm onValid={onValid} initialValues={fill} />);
    expect(screen.queryByRole('textbox', { name: /Visa type/ })).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'No' }));
    await submit();
    expect(onValid).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(field('Visa type'));
    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(screen.queryByText('This field is required')).toBeNull();
    await submit();
    expect(onValid).toHaveBeenCalledTimes(1);
  });

  it('does not validate a disabled input, and shows it disabled', async () => {
    const onValid = vi.fn();
    render(
      <TestForm
        onValid={onValid}
        config={{ emailLocked: true }}
        initialValues={{ ...fill, Email: '', ConfirmEmail: '' }}
      />,
    );
    expect(field('Email')).toHaveProperty('disabled', true);
    await submit();
    expect(onValid).toHaveBeenCalledWith(expect.objectContaining({ FirstName: 'Aroha' }));
  });

  it('sets busy while the submit runs and ignores a second submit meanwhile', async () => {
    let finish = () => {};
    const onValid = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<TestForm onValid={onValid} initialValues={fill} />);
    const button = screen.getByRole('button', { name: 'Next' });
    await act(async () => {
      button.click();
      button.click();
    });
    expect(probe.form.busy).toBe(true);
    expect(button).toHaveProperty('disabled', true);
    await act(() => probe.form.handleSubmit(onValid)());
    expect(onValid).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect(probe.form.busy).toBe(false);
    expect(onValid).toHaveBeenCalledWith(fill);
  });

  it('validateAll returns the error count, 0 when all is well', () => {
    render(<TestForm onValid={() => {}} initialValues={fill} />);
    let count = -1;
    act(() => {
      count = probe.form.validateAll();
    });
    expect(count).toBe(0);
    act(() => {
      probe.form.setValue('FirstName', ' ');
      count = probe.form.validateAll();
    });
    expect(count).toBe(1);
  });

  it('reset replaces the values and clears the errors on show', async () => {
    render(<TestForm onValid={() => {}} />);
    await submit();
    act(() => probe.form.reset(fill));
    expect(field('First name')).toHaveProperty('value', 'Aroha');
    expect(screen.queryByText('This field is required')).toBeNull();
  });
});
