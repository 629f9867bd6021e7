import { Demo, type WidgetExamples } from '../gallery/example.tsx';
import { DateOfBirth } from './date-of-birth.tsx';

export const dateOfBirthExamples: WidgetExamples = {
  widget: 'date-of-birth',
  title: 'Date of birth',
  examples: [
    {
      name: 'default',
      render: () => (
        <Demo initial="">
          {(value, onChange) => (
            <DateOfBirth
              name="date-of-birth-default"
              label="Date of birth"
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
        <Demo initial="1987/03/27">
          {(value, onChange) => (
            <DateOfBirth
              name="date-of-birth-value"
              label="Date of birth"
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
        <Demo initial="1990/02/31">
          {(value, onChange) => (
            <DateOfBirth
              name="date-of-birth-error"
              label="Date of birth"
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
      name: 'half entered, with error',
      render: () => (
        <Demo initial="/05/">
          {(value, onChange) => (
            <DateOfBirth
              name="date-of-birth-partial"
              label="Date of birth"
              hint="For example, 27 March 1987"
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
      name: 'optional',
      render: () => (
        <Demo initial="">
          {(value, onChange) => (
            <DateOfBirth
              name="date-of-birth-optional"
              label="Joint applicant's date of birth"
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
        <DateOfBirth
          name="date-of-birth-disabled"
          label="Date of birth"
          value="1987/03/27"
          onChange={() => {}}
          required
          disabled
        />
      ),
    },
  ],
};
