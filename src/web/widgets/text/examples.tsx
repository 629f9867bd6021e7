import { Demo, type WidgetExamples } from '../gallery/example.tsx';
import { Text } from './text.tsx';

export const textExamples: WidgetExamples = {
  widget: 'text',
  title: 'Text',
  examples: [
    {
      name: 'default',
      render: () => (
        <Demo initial="">
          {(value, onChange) => (
            <Text
              name="text-default"
              label="First name"
              value={value}
              onChange={onChange}
              required
              autoComplete="given-name"
              maxLength={100}
            />
          )}
        </Demo>
      ),
    },
    {
      name: 'with value',
      render: () => (
        <Demo initial="Aroha">
          {(value, onChange) => (
            <Text
              name="text-value"
              label="First name"
              value={value}
              onChange={onChange}
              required
              autoComplete="given-name"
            />
          )}
        </Demo>
      ),
    },
    {
      name: 'with error',
      render: () => (
        <Demo initial="aroha@">
          {(value, onChange) => (
            <Text
              name="text-error"
              type="email"
              label="Email"
              value={value}
              onChange={onChange}
              required
              autoComplete="email"
              error="Please enter a valid email address"
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
            <Text
              name="text-optional"
              label="Middle name"
              value={value}
              onChange={onChange}
              autoComplete="additional-name"
            />
          )}
        </Demo>
      ),
    },
    {
      name: 'with hint',
      render: () => (
        <Demo initial="">
          {(value, onChange) => (
            <Text
              name="text-hint"
              type="tel"
              label="Phone number"
              hint="For example, 021 123 4567"
              value={value}
              onChange={onChange}
              required
              autoComplete="tel"
            />
          )}
        </Demo>
      ),
    },
    {
      name: 'number',
      render: () => (
        <Demo initial="2">
          {(value, onChange) => (
            <Text
              name="text-number"
              type="number"
              label="Number of children"
              value={value}
              onChange={onChange}
              required
            />
          )}
        </Demo>
      ),
    },
    {
      name: 'password',
      render: () => (
        <Demo initial="">
          {(value, onChange) => (
            <Text
              name="text-password"
              type="password"
              label="Password"
              value={value}
              onChange={onChange}
              required
              autoComplete="current-password"
              spellCheck={false}
            />
          )}
        </Demo>
      ),
    },
    {
      name: 'disabled',
      render: () => (
        <Text
          name="text-disabled"
          label="Email"
          type="email"
          value="aroha@example.co.nz"
          onChange={() => {}}
          required
          disabled
        />
      ),
    },
  ],
};
