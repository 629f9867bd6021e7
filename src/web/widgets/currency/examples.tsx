import { Demo, type WidgetExamples } from '../gallery/example.tsx';
import { Currency } from './currency.tsx';

export const currencyExamples: WidgetExamples = {
  widget: 'currency',
  title: 'Currency',
  examples: [
    {
      name: 'default',
      render: () => (
        <Demo initial="">
          {(value, onChange) => (
            <Currency
              name="currency-default"
              label="Payment amount"
              value={value}
              onChange={onChange}
              required
              maxLength={8}
            />
          )}
        </Demo>
      ),
    },
    {
      name: 'whole dollars with value',
      render: () => (
        <Demo initial="5000">
          {(value, onChange) => (
            <Currency
              name="currency-whole"
              label="Loan amount"
              hint="Whole dollars"
              whole
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
        <Demo initial="12.345">
          {(value, onChange) => (
            <Currency
              name="currency-error"
              label="Payment amount"
              value={value}
              onChange={onChange}
              required
              error="Please enter a dollar amount"
            />
          )}
        </Demo>
      ),
    },
    {
      name: 'optional',
      render: () => (
        <Demo initial="">
          {(value, onChange) => (
            <Currency
              name="currency-optional"
              label="Trade-in value"
              whole
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
        <Currency
          name="currency-disabled"
          label="Broker fee"
          whole
          value="0"
          onChange={() => {}}
          required
          disabled
        />
      ),
    },
  ],
};
