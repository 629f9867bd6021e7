import { Demo, type WidgetExamples } from '../gallery/example.tsx';
import { TextNoOptional } from './text-no-optional.tsx';

export const textNoOptionalExamples: WidgetExamples = {
  widget: 'text-no-optional',
  title: 'Text, never marked optional',
  examples: [
    {
      name: 'default',
      render: () => (
        <Demo initial="">
          {(value, onChange) => (
            <TextNoOptional
              name="text-no-optional-default"
              label="Reference (if you have one)"
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
        <Demo initial="ABC!">
          {(value, onChange) => (
            <TextNoOptional
              name="text-no-optional-error"
              label="Reference (if you have one)"
              value={value}
              onChange={onChange}
              error="Only letters and numbers allowed"
            />
          )}
        </Demo>
      ),
    },
    {
      name: 'disabled',
      render: () => (
        <TextNoOptional
          name="text-no-optional-disabled"
          label="Reference (if you have one)"
          value="AB12"
          onChange={() => {}}
          disabled
        />
      ),
    },
  ],
};
