import { Demo, type WidgetExamples } from '../gallery/example.tsx';
import { Countdown } from './countdown.tsx';

export const countdownExamples: WidgetExamples = {
  widget: 'countdown',
  title: 'Countdown',
  examples: [
    {
      name: 'default',
      render: () => (
        <Demo initial="">
          {(value, onChange) => (
            <Countdown
              name="countdown-default"
              label="Payment reference"
              hint="Shown on your bank statement"
              value={value}
              onChange={onChange}
              maxLength={12}
              required
            />
          )}
        </Demo>
      ),
    },
    {
      name: 'initial value truncated',
      render: () => (
        <Demo initial="A reference far too long for a bank statement">
          {(value, onChange) => (
            <Countdown
              name="countdown-truncated"
              label="Payment reference"
              value={value}
              onChange={onChange}
              maxLength={12}
            />
          )}
        </Demo>
      ),
    },
    {
      name: 'with error',
      render: () => (
        <Demo initial="">
          {(value, onChange) => (
            <Countdown
              name="countdown-error"
              label="Payment reference"
              value={value}
              onChange={onChange}
              maxLength={12}
              required
              error="This field is required"
            />
          )}
        </Demo>
      ),
    },
    {
      name: 'disabled',
      render: () => (
        <Countdown
          name="countdown-disabled"
          label="Payment reference"
          value="CAR LOAN"
          onChange={() => {}}
          maxLength={12}
          disabled
        />
      ),
    },
  ],
};
