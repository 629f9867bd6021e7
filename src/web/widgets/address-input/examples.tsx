import { emptyAddress, validateAddress, type AddressValue } from '#domain/address/index.ts';
import { addressMessages } from '#content/address.ts';
import { Demo, type WidgetExamples } from '../gallery/example.tsx';
import { AddressInput } from './address-input.tsx';

const chosen: AddressValue = {
  ...emptyAddress(),
  Unit: 'Flat 2',
  StreetNumber: '15A',
  StreetName: 'Queen',
  StreetType: 'Street',
  Suburb: 'Auckland Central',
  City: 'Auckland',
  Postcode: '1010',
  Latitude: -36.8446,
  Longitude: 174.7669,
};
const incomplete: AddressValue = {
  ...emptyAddress(),
  StreetName: 'Queen',
  StreetType: 'Street',
  City: 'Auckland',
  Postcode: '10l0',
};

export const addressInputExamples: WidgetExamples = {
  widget: 'address-input',
  title: 'Address input',
  examples: [
    {
      name: 'default',
      render: () => (
        <Demo initial={emptyAddress()}>
          {(value, onChange) => (
            <AddressInput
              name="address-default"
              label="Your address"
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
        <Demo initial={chosen}>
          {(value, onChange) => (
            <AddressInput
              name="address-value"
              label="Your address"
              value={value}
              onChange={onChange}
              required
            />
          )}
        </Demo>
      ),
    },
    {
      name: 'optional, no label',
      render: () => (
        <Demo initial={emptyAddress()}>
          {(value, onChange) => (
            <AddressInput name="address-optional" value={value} onChange={onChange} />
          )}
        </Demo>
      ),
    },
    {
      name: 'postal',
      render: () => (
        <Demo initial={emptyAddress(true)}>
          {(value, onChange) => (
            <AddressInput
              name="address-postal"
              label="Postal address"
              value={value}
              onChange={onChange}
              postal
              required
            />
          )}
        </Demo>
      ),
    },
    {
      name: 'with errors',
      render: () => (
        <Demo initial={incomplete}>
          {(value, onChange) => {
            // As a form shows it: validateAddress gives the input's error and each part's marker (site-and-tools §5).
            const { error, parts } = validateAddress(value, {
              required: true,
              messages: addressMessages,
            });
            return (
              <AddressInput
                name="address-errors"
                label="Your address"
                value={value}
                onChange={onChange}
                required
                error={error?.message}
                errors={parts}
              />
            );
          }}
        </Demo>
      ),
    },
    {
      name: 'disabled',
      render: () => (
        <AddressInput
          name="address-disabled"
          label="Your address"
          value={chosen}
          onChange={() => {}}
          required
          disabled
        />
      ),
    },
  ],
};
