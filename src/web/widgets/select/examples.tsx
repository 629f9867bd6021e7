import { Demo, type WidgetExamples } from '../gallery/example.tsx';
import { Select } from './select.tsx';

const statuses = ['Single', 'Married', 'De facto', 'Separated', 'Widowed'].map((s) => ({
  value: s,
  label: s,
}));

export const selectExamples: WidgetExamples = {
  widget: 'select',
  title: 'Select',
  examples: [
    {
      name: 'default',
      render: () => (
        <Demo initial="">
          {(value, onChange) => (
            <Select
              name="select-default"
              label="Relationship status"
              options={statuses}
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
        <Demo initial="Married">
          {(value, onChange) => (
            <Select
              name="select-value"
              label="Relationship status"
              options={statuses}
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
        <Demo initial="">
          {(value, onChange) => (
            <Select
              name="select-error"
              label="Branch"
              options={[
                { value: 'akl', label: 'Auckland' },
                { value: 'wlg', label: 'Wellington' },
              ]}
              value={value}
              onChange={onChange}
              required
              error="Please select a branch"
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
            <Select
              name="select-optional"
              label="Relationship status"
              options={statuses}
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
        <Select
          name="select-disabled"
          label="Relationship status"
          options={statuses}
          value="Single"
          onChange={() => {}}
          required
          disabled
        />
      ),
    },
  ],
};
