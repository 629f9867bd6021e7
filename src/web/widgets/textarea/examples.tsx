import { Demo, type WidgetExamples } from '../gallery/example.tsx';
import { Textarea } from './textarea.tsx';

const LONG =
  'We are moving house next month and would like the loan to cover the bond and the movers. '.repeat(
    4,
  );

export const textareaExamples: WidgetExamples = {
  widget: 'textarea',
  title: 'Textarea',
  examples: [
    {
      name: 'default',
      render: () => (
        <Demo initial="">
          {(value, onChange) => (
            <Textarea
              name="textarea-default"
              label="Tell us more"
              value={value}
              onChange={onChange}
              required
            />
          )}
        </Demo>
      ),
    },
    {
      name: 'with maximum length',
      render: () => (
        <Demo initial="">
          {(value, onChange) => (
            <Textarea
              name="textarea-max"
              label="Additional information"
              value={value}
              onChange={onChange}
              maxLength={250}
            />
          )}
        </Demo>
      ),
    },
    {
      name: 'initial value truncated',
      render: () => (
        <Demo initial={LONG}>
          {(value, onChange) => (
            <Textarea
              name="textarea-truncated"
              label="Additional information"
              hint="Saved text longer than 250 characters is cut"
              value={value}
              onChange={onChange}
              maxLength={250}
            />
          )}
        </Demo>
      ),
    },
    {
      name: 'with error',
      render: () => (
        <Demo initial="Price < $100">
          {(value, onChange) => (
            <Textarea
              name="textarea-error"
              label="Reason for the change"
              value={value}
              onChange={onChange}
              required
              maxLength={250}
              error="Our system does not support all special characters"
            />
          )}
        </Demo>
      ),
    },
    {
      name: 'disabled',
      render: () => (
        <Textarea
          name="textarea-disabled"
          label="Additional information"
          value="Nothing to add."
          onChange={() => {}}
          disabled
          maxLength={250}
        />
      ),
    },
  ],
};
