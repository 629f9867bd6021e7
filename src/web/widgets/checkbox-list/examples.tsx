import { Demo, type WidgetExamples } from '../gallery/example.tsx';
import { CheckboxList } from './checkbox-list.tsx';

const options = [
  { value: 'Phone', label: 'Phone' },
  { value: 'Email', label: 'Email' },
  { value: 'Text', label: 'Text message', hint: 'To the mobile number you gave us' },
];

export const checkboxListExamples: WidgetExamples = {
  widget: 'checkbox-list',
  title: 'Checkbox list',
  examples: [
    {
      name: 'default',
      render: () => (
        <Demo initial={[] as string[]}>
          {(value, onChange) => (
            <CheckboxList
              name="checkbox-list-default"
              label="How can we contact you?"
              options={options}
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
        <Demo initial={['Email']}>
          {(value, onChange) => (
            <CheckboxList
              name="checkbox-list-value"
              label="How can we contact you?"
              options={options}
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
        <Demo initial={[] as string[]}>
          {(value, onChange) => (
            <CheckboxList
              name="checkbox-list-error"
              label="How can we contact you?"
              hint="Choose all that apply"
              options={options}
              value={value}
              onChange={onChange}
              required
              error="This field is required"
            />
          )}
        </Demo>
      ),
    },
    {
      name: 'optional',
      render: () => (
        <Demo initial={[] as string[]}>
          {(value, onChange) => (
            <CheckboxList
              name="checkbox-list-optional"
              label="How can we contact you?"
              options={options}
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
        <CheckboxList
          name="checkbox-list-disabled"
          label="How can we contact you?"
          options={options}
          value={['Phone']}
          onChange={() => {}}
          disabled
        />
      ),
    },
  ],
};
