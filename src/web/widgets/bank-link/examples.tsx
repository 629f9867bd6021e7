import { Demo, type WidgetExamples } from '../gallery/example.tsx';
import { BankLink } from './bank-link.tsx';

// The sandbox bank link of a development server (README "Sandboxes"), for a made-up application.
const SANDBOX_SOURCE = '/sandbox/bank-link/KOWHAI-webid:gallery-example';
const origin = () => (typeof window === 'undefined' ? '' : window.location.origin);

// The live frame comes last: the bank link's own page starts at h1, so nothing may follow it
// (axe heading-order reads headings across the frame).
export const bankLinkExamples: WidgetExamples = {
  widget: 'bank-link',
  title: 'Bank link',
  examples: [
    {
      name: 'finished',
      render: () => (
        <BankLink
          name="bank-link-finished"
          label="Bank statements"
          src={SANDBOX_SOURCE}
          origin={origin()}
          finishedMessage="Thank you, your bank statements have been sent."
          value='[{"status":"complete","reference":"KOWHAI-webid:gallery-example"}]'
          onChange={() => {}}
          required
        />
      ),
    },
    {
      name: 'default',
      render: () => (
        <Demo initial="">
          {(value, onChange) => (
            <BankLink
              name="bank-link-default"
              label="Bank statements"
              hint="Connect your bank to share 90 days of statements."
              src={SANDBOX_SOURCE}
              origin={origin()}
              finishedMessage="Thank you, your bank statements have been sent."
              value={value}
              onChange={onChange}
              required
            />
          )}
        </Demo>
      ),
    },
  ],
};
