import { Demo, type WidgetExamples } from '../gallery/example.tsx';
import { DateInput } from './date.tsx';

export const dateExamples: WidgetExamples = {
  widget: 'date',
  title: 'Date',
  examples: [
    {
      name: 'default',
      render: () => (
        <Demo initial="">
          {(value, onChange) => (
            <DateInput
              name="date-default"
              label="Visa expiry date"
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
        <Demo initial="2027-03-31">
          {(value, onChange) => (
            <DateInput
              name="date-value"
              label="Passport expiry date"
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
        <Demo initial="2020-01-31">
          {(value, onChange) => (
            <DateInput
              name="date-error"
              label="Visa expiry date"
              value={value}
              onChange={onChange}
              required
              error="You must have a current visa"
            />
          )}
        </Demo>
      ),
    },
    {
      name: 'optional with limits',
      render: () => (
        <Demo initial="">
          {(value, onChange) => (
            <DateInput
              name="date-optional"
              label="Preferred start date"
              hint="Within the next 3 months"
              min="2026-01-01"
              max="2026-03-31"
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
        <DateInput
          name="date-disabled"
          label="Visa expiry date"
          value="2027-03-31"
          onChange={() => {}}
          required
          disabled
        />
      ),
    },
  ],
};
