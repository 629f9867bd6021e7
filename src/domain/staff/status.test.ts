import { describe, expect, it } from 'vitest';
import { nextStatus } from './status.ts';
import { readQueueQuery, writeQueueQuery } from './queue-query.ts';

describe('the status machine', () => {
  it('moves submitted to in review on assign and keeps other statuses', () => {
    expect(nextStatus('submitted', 'assign')).toBe('in-review');
    expect(nextStatus('in-progress', 'assign')).toBe('in-progress');
    expect(nextStatus('approved', 'assign')).toBeNull();
  });

  it('decides from review, follows a decision with a new one, never the same one twice', () => {
    expect(nextStatus('in-review', 'decide', 'approved')).toBe('approved');
    expect(nextStatus('conditionally-approved', 'decide', 'approved')).toBe('approved');
    expect(nextStatus('approved', 'decide', 'approved')).toBeNull();
    expect(nextStatus('submitted', 'decide', 'declined')).toBeNull();
    expect(nextStatus('withdrawn', 'decide', 'approved')).toBeNull();
  });

  it('returns to review when requested information is in', () => {
    expect(nextStatus('in-review', 'request-information')).toBe('information-requested');
    expect(nextStatus('information-requested', 'information-received')).toBe('in-review');
    expect(nextStatus('in-review', 'information-received')).toBeNull();
  });
});

describe('the queue view in the address', () => {
  it('reads what it knows and leaves out what is not valid', () => {
    const query = readQueueQuery(
      new URLSearchParams(
        'status=declined&source=Broker&min=10&max=abc&q=%20ngata%20&page=0&sort=x',
      ),
    );
    expect(query).toMatchObject({ status: 'declined', source: 'Broker', min: 10, q: 'ngata' });
    expect(query.max).toBeUndefined();
    expect(query).toMatchObject({ page: 1, sort: 'submitted', dir: 'desc', assigned: 'anyone' });
  });

  it('writes only what differs from the defaults, and reads it back the same', () => {
    const written = writeQueueQuery({
      status: 'submitted',
      assigned: 'me',
      page: 2,
      sort: 'submitted',
    });
    expect(written).toBe('?status=submitted&assigned=me&page=2');
    expect(readQueueQuery(new URLSearchParams(written))).toMatchObject({
      status: 'submitted',
      assigned: 'me',
      page: 2,
    });
  });
});
