import { describe, expect, it } from 'vitest';
import { SERVER_FAULT_MESSAGE } from '#domain/contracts/wire.ts';
import { buildApp } from '../app.ts';
import { openTestDatabase, testEnv } from '../test-support/test-app.ts';

describe('a request arriving once shutdown has begun (issue 23, probing finding 3)', () => {
  it("gets the API's own 503 { error } body with Retry-After, not the framework's", async () => {
    const database = await openTestDatabase();
    const app = await buildApp({ env: testEnv(), database, pages: false });
    // Holds close() open after it has begun, as a request still being answered does.
    type Answer = { status: number; headers: Headers; body: unknown };
    let arrived: (value: Answer) => void = () => undefined;
    const late = new Promise<Answer>((resolve) => (arrived = resolve));
    let url = '';
    app.addHook('preClose', async () => {
      const response = await fetch(`${url}/api/branches`);
      arrived({ status: response.status, headers: response.headers, body: await response.json() });
    });
    url = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const before = await fetch(`${url}/api/branches`);
      expect(before.status).toBe(200);
      await before.arrayBuffer();
      const closed = app.close();
      const response = await late;
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(response.headers.get('connection')).toBe('close');
      expect(response.body).toEqual({ error: SERVER_FAULT_MESSAGE });
      await closed;
    } finally {
      await app.close();
      await database.close();
    }
  });
});
