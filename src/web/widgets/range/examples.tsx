import { Demo, type WidgetExamples } from '../gallery/example.tsx';
import { Range } from './range.tsx';
import { formatWholeDollars } from '#domain/money/format.ts';

const months = (n: number) => `${n} ${n === 1 ? 'month' : 'months'}`;
const amounts = [1000, 2000, 3000, 5000, 7500, 10000, 15000, 20000];

export const rangeExamples: WidgetExamples = {
  widget: 'range',
  title: 'Range (slider)',
  examples: [
    {
      name: 'default',
      render: () => (
        <Demo initial={12}>
          {(value, onChange) => (
            <Range
              name="range-default"
              label="Loan term"
              min={6}
              max={60}
              step={6}
              format={months}
              value={value}
              onChange={onChange}
              required
            />
          )}
        </Demo>
      ),
    },
    {
      name: 'from a list of amounts',
      render: () => (
        <Demo initial={5000}>
          {(value, onChange) => (
            <Range
              name="range-list"
              label="How much would you like to borrow?"
              min={1000}
              max={20000}
              options={amounts}
              format={formatWholeDollars}
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
        <Demo initial={6}>
          {(value, onChange) => (
            <Range
              name="range-error"
              label="Loan term"
              min={6}
              max={60}
              step={6}
              format={months}
              value={value}
              onChange={onChange}
              required
              error="The value is invalid"
            />
          )}
        </Demo>
      ),
    },
    {
      name: 'disabled',
      render: () => (
        <Range
          name="range-disabled"
          label="Loan amount"
          min={1000}
          max={20000}
          step={500}
          format={formatWholeDollars}
          value={5000}
          onChange={() => {}}
          required
          disabled
        />
      ),
    },
  ],
};
