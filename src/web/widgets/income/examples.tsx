import type { IncomeRow } from '#domain/forms/income.ts';
import { Demo, type WidgetExamples } from '../gallery/example.tsx';
import { Income } from './income.tsx';

const sources = ['Wages', 'Benefit', 'Rental income', 'Other'].map((s) => ({ value: s, label: s }));
const none: IncomeRow[] = [];

export const incomeExamples: WidgetExamples = {
  widget: 'income',
  title: 'Income',
  examples: [
    {
      name: 'default',
      render: () => (
        <Demo initial={none}>
          {(value, onChange) => (
            <Income
              name="income-default"
              label="Your income"
              sources={sources}
              value={value}
              onChange={onChange}
              required
            />
          )}
        </Demo>
      ),
    },
    {
      name: 'with value',
      render: () => (
        <Demo
          initial={
            [
              { amount: '950', frequency: 'Weekly', source: 'Wages' },
              { amount: '420.50', frequency: 'Fortnightly', source: 'Benefit' },
            ] as IncomeRow[]
          }
        >
          {(value, onChange) => (
            <Income
              name="income-value"
              label="Your income"
              sources={sources}
              value={value}
              onChange={onChange}
              required
            />
          )}
        </Demo>
      ),
    },
    {
      name: 'with error',
      render: () => (
        <Demo initial={[{ amount: '950', frequency: '', source: 'Wages' }] as IncomeRow[]}>
          {(value, onChange) => (
            <Income
              name="income-error"
              label="Your income"
              sources={sources}
              value={value}
              onChange={onChange}
              required
              error="Please complete all fields"
            />
          )}
        </Demo>
      ),
    },
    {
      name: 'optional',
      render: () => (
        <Demo initial={none}>
          {(value, onChange) => (
            <Income
              name="income-optional"
              label="Other income"
              hint="Leave empty if you have none"
              sources={sources}
              value={value}
              onChange={onChange}
            />
          )}
        </Demo>
      ),
    },
    {
      name: 'disabled',
      render: () => (
        <Income
          name="income-disabled"
          label="Your income"
          sources={sources}
          value={[{ amount: '950', frequency: 'Weekly', source: 'Wages' }]}
          onChange={() => {}}
          required
          disabled
        />
      ),
    },
  ],
};
