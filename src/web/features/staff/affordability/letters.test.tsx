import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Letters } from './lending-panel.tsx';

// Decision 121: a decision's letter is owed in its transaction and made by the letters job; the
// workspace shows one not made yet, and one that failed after its last attempt.
describe('the letters of an application in the workspace', () => {
  it('shows owed and failed letters beside the made ones', () => {
    render(
      <Letters
        reference="1048577"
        documents={[]}
        letters={[
          {
            id: 'a',
            kind: 'disclosure',
            state: 'owed',
            attempts: 2,
            createdAt: '2026-11-27T01:00:00Z',
          },
          {
            id: 'b',
            kind: 'decline-notice',
            state: 'failed',
            attempts: 5,
            createdAt: '2026-11-26T01:00:00Z',
          },
          {
            id: 'c',
            kind: 'disclosure',
            state: 'made',
            attempts: 0,
            createdAt: '2026-11-25T01:00:00Z',
          },
        ]}
      />,
    );
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      expect.stringMatching(/^Disclosure statement: owed since .*2 attempts so far/),
      expect.stringMatching(/^Decline notice: could not be made after 5 attempts/),
    ]);
  });
});
