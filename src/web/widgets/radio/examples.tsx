import { PROOF_TYPES } from '#domain/loan-application/options.ts';
import { Demo, type WidgetExamples } from '../gallery/example.tsx';
import { Radio } from './radio.tsx';

const yesNo = [
  { value: 'Yes', label: 'Yes' },
  { value: 'No', label: 'No' },
];
const proof = [
  { value: PROOF_TYPES.driverLicence, label: 'NZ driver licence' },
  { value: PROOF_TYPES.passport, label: 'Passport' },
  { value: PROOF_TYPES.other, label: 'Other', hint: 'We will ask for it at the branch' },
];

export const radioExamples: WidgetExamples = {
  widget: 'radio',
  title: 'Radio group',
  examples: [
    {
      name: 'default',
      render: () => (
        <Demo initial="">
          {(value, onChange) => (
            <Radio
              name="radio-default"
              label="Proof of identity"
              options={proof}
              value={value}
              onChange={onChange}
              required
            />
          )}
        </Demo>
      ),
    },
    {
      name: 'with value, inline',
      render: () => (
        <Demo initial="Yes">
          {(value, onChange) => (
            <Radio
              name="radio-value"
              label="Are you a New Zealand resident?"
              options={yesNo}
              value={value}
              onChange={onChange}
              required
              inline
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
            <Radio
              name="radio-error"
              label="Are you an existing customer?"
              options={yesNo}
              value={value}
              onChange={onChange}
              required
              inline
              error="Please specify if your are an existing customer"
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
            <Radio
              name="radio-optional"
              label="Do you own a vehicle?"
              options={yesNo}
              value={value}
              onChange={onChange}
              inline
            />
          )}
        </Demo>
      ),
    },
    {
      name: 'disabled',
      render: () => (
        <Radio
          name="radio-disabled"
          label="Are you a New Zealand resident?"
          options={yesNo}
          value="No"
          onChange={() => {}}
          required
          disabled
          inline
        />
      ),
    },
  ],
};
