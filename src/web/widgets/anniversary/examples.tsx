import { Demo, type WidgetExamples } from '../gallery/example.tsx';
import { Anniversary } from './anniversary.tsx';

export const anniversaryExamples: WidgetExamples = {
  widget: 'anniversary',
  title: 'Anniversary',
  examples: [
    {
      name: 'default',
      render: () => (
        <Demo initial="">
          {(value, onChange) => (
            <Anniversary
              name="anniversary-default"
              label="Which day each year suits your annual review?"
              hint="A day and a month"
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
        <Demo initial="02/29">
          {(value, onChange) => (
            <Anniversary
              name="anniversary-value"
              label="Wedding anniversary"
              value={value}
              onChange={onChange}
            />
          )}
        </Demo>
      ),
    },
    {
      name: 'with error',
      render: () => (
        <Demo initial="04/31">
          {(value, onChange) => (
            <Anniversary
              name="anniversary-error"
              label="Wedding anniversary"
              value={value}
              onChange={onChange}
              required
              error="Please enter a valid date"
            />
          )}
        </Demo>
      ),
    },
    {
      name: 'disabled',
      render: () => (
        <Anniversary
          name="anniversary-disabled"
          label="Wedding anniversary"
          value="11/05"
          onChange={() => {}}
          disabled
        />
      ),
    },
  ],
};
