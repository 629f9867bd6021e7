import { describe, expect, it } from 'vitest';
import { readQueueQuery, writeQueueQuery } from './queue-query.ts';

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
