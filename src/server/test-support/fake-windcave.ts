import { randomBytes } from 'node:crypto';
import { sendJson, startFakeHttpServer } from './fake-http-server.ts';

export const FAKE_WINDCAVE_USERNAME = 'KowhaiLending_Rest';
export const FAKE_WINDCAVE_API_KEY = 'fake-windcave-api-key-0123456789';

interface FakeSession {
  id: string;
  state: 'init' | 'complete';
  type: string;
  amount: string;
  currency: string;
  merchantReference: string;
  callbackUrls: { approved: string; declined: string; cancelled: string };
  notificationUrl: string;
  transactions: Array<Record<string, unknown>>;
}

/**
 * Windcave's REST API as its public documentation describes it, on loopback, for the Windcave
 * adapter's tests (decision 075): `POST /api/v1/sessions` (HTTP basic authentication with the
 * REST username and API key; answers 202 with the session's links, `hpp` the hosted page) and
 * `GET /api/v1/sessions/{id}` (the session with its transactions once the visitor has paid).
 * `pay` plays a visitor on the hosted page: the session completes and Windcave calls the
 * notification URL with `?sessionId=`, naming the session and nothing more.
 */
export async function startFakeWindcave() {
  const sessions = new Map<string, FakeSession>();
  const expected = `Basic ${Buffer.from(`${FAKE_WINDCAVE_USERNAME}:${FAKE_WINDCAVE_API_KEY}`).toString('base64')}`;
  let down = false;
  const server = await startFakeHttpServer((request, response) => {
    if (down) return sendJson(response, 503, { errors: [{ message: 'unavailable' }] });
    if (request.headers.authorization !== expected)
      return sendJson(response, 401, { errors: [{ message: 'Authentication failed' }] });
    const path = request.url.split('?')[0]!;
    if (request.method === 'POST' && path === '/api/v1/sessions') {
      const body = JSON.parse(request.body || '{}') as Partial<FakeSession>;
      if (body.type !== 'purchase' || !/^\d+\.\d{2}$/.test(body.amount ?? '') || !body.currency)
        return sendJson(response, 400, { errors: [{ message: 'Invalid request' }] });
      const id = randomBytes(16).toString('hex');
      sessions.set(id, {
        id,
        state: 'init',
        type: body.type,
        amount: body.amount!,
        currency: body.currency,
        merchantReference: body.merchantReference ?? '',
        callbackUrls: body.callbackUrls!,
        notificationUrl: body.notificationUrl ?? '',
        transactions: [],
      });
      return sendJson(response, 202, { id, state: 'init', links: links(id) });
    }
    const match = /^\/api\/v1\/sessions\/([A-Za-z0-9]+)$/.exec(path);
    if (request.method === 'GET' && match) {
      const session = sessions.get(match[1]!);
      if (!session) return sendJson(response, 404, { errors: [{ message: 'Session not found' }] });
      return sendJson(response, 200, { ...session, links: links(session.id) });
    }
    return sendJson(response, 404, { errors: [{ message: 'Not found' }] });
  });
  const links = (id: string) => [
    { href: `${server.url}/api/v1/sessions/${id}`, rel: 'self', method: 'GET' },
    { href: `${server.url}/pay/?sessionId=${id}`, rel: 'hpp', method: 'REDIRECT' },
  ];

  return {
    ...server,
    sessions,
    /** Makes the API answer 503, as during an outage. */
    setDown(value: boolean) {
      down = value;
    },
    /** The session a hosted page link names. */
    sessionOf(hppUrl: string): FakeSession {
      return sessions.get(new URL(hppUrl).searchParams.get('sessionId')!)!;
    },
    /** A visitor pays on the hosted page: the session completes and Windcave notifies the shop. */
    async pay(sessionId: string, authorised: boolean): Promise<Response> {
      this.complete(sessionId, authorised);
      return this.notify(sessionId);
    },
    /**
     * A visitor pays and Windcave sends the browser back, before (or without) its notification:
     * the address it redirects to, the callback URL with `sessionId` appended as Windcave does.
     */
    complete(sessionId: string, authorised: boolean): string {
      const session = sessions.get(sessionId)!;
      session.state = 'complete';
      session.transactions.push({
        id: randomBytes(8).toString('hex'),
        authorised,
        amount: session.amount,
        currency: session.currency,
        type: 'purchase',
        merchantReference: session.merchantReference,
        reCo: authorised ? '00' : '05',
        responseText: authorised ? 'APPROVED' : 'DECLINED',
      });
      const back = new URL(session.callbackUrls[authorised ? 'approved' : 'declined']);
      back.searchParams.set('sessionId', sessionId);
      return back.toString();
    },
    /** Windcave's notification (it may repeat one): a POST naming the session in the query. */
    notify(sessionId: string): Promise<Response> {
      const session = sessions.get(sessionId)!;
      const url = new URL(session.notificationUrl);
      url.searchParams.set('sessionId', sessionId);
      return fetch(url, { method: 'POST' });
    },
  };
}
