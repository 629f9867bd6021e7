import { Demo, type WidgetExamples } from '../gallery/example.tsx';
import { Checkbox } from './checkbox.tsx';

export const checkboxExamples: WidgetExamples = {
  widget: 'checkbox',
  title: 'Checkbox',
  examples: [
    {
      name: 'default',
      render: () => (
        <Demo initial={false}>
          {(value, onChange) => (
            <Checkbox
              name="checkbox-default"
              label="I agree to the Privacy Policy"
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
        <Demo initial={true}>
          {(value, onChange) => (
            <Checkbox
              name="checkbox-value"
              label="I agree to the Privacy Policy"
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
        <Demo initial={false}>
          {(value, onChange) => (
            <Checkbox
              name="checkbox-error"
              label="I agree to the Privacy Policy"
              value={value}
              onChange={onChange}
              required
              error="You must agree to the Privacy Policy"
            />
          )}
        </Demo>
      ),
    },
    {
      name: 'optional with hint',
      render: () => (
        <Demo initial={false}>
          {(value, onChange) => (
            <Checkbox
              name="checkbox-optional"
              label="Send me news and offers by email"
              hint="You can stop them at any time"
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
        <Checkbox
          name="checkbox-disabled"
          label="I agree to the Privacy Policy"
          value
          onChange={() => {}}
          required
          disabled
        />
      ),
    },
  ],
};
