import net from 'node:net';

/** What the proxy does to traffic: pass it, or one of the faults a network gives a database. */
export type Fault = 'none' | 'reset' | 'refuse' | 'partition';

/**
 * A test's own TCP proxy between the server and PostgreSQL (issue 12 proof 2), so faults are
 * made without touching the machine's database server:
 * - `reset`: every open connection is reset (RST), as when PostgreSQL restarts; new ones pass;
 * - `refuse`: the port stops listening, so connecting is refused; open connections are reset;
 * - `partition`: nothing goes through in either direction and nothing is closed, as when a
 *   network drops packets: connections hang until a timeout gives up (what was sent arrives
 *   when it heals, as TCP would retransmit it);
 * - `none`: traffic passes again (the listener reopens on the same port).
 */
export async function startFaultProxy(target: { host: string; port: number }) {
  const pairs = new Set<{ client: net.Socket; upstream: net.Socket }>();
  let fault: Fault = 'none';
  let server = net.createServer(accept);
  let port = 0;
  // Bytes sent during a partition arrive once it heals, as TCP retransmits them.
  let held: Array<{ to: net.Socket; chunk: Buffer }> = [];

  function accept(client: net.Socket) {
    const upstream = net.connect(target.port, target.host);
    const pair = { client, upstream };
    pairs.add(pair);
    const forward = (from: net.Socket, to: net.Socket) =>
      from.on('data', (chunk: Buffer) => {
        if (fault === 'partition') held.push({ to, chunk });
        else to.write(chunk);
      });
    forward(client, upstream);
    forward(upstream, client);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  }

  function resetAll() {
    for (const { client, upstream } of pairs) {
      client.resetAndDestroy();
      upstream.destroy();
    }
    pairs.clear();
    held = [];
  }

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        port = (server.address() as net.AddressInfo).port;
        resolve();
      });
    });
  const stopListening = () => new Promise<void>((resolve) => server.close(() => resolve()));

  await listen();
  return {
    get port() {
      return port;
    },
    async set(next: Fault) {
      const wasRefusing = fault === 'refuse';
      fault = next;
      if (next !== 'partition') {
        for (const { to, chunk } of held) if (!to.destroyed) to.write(chunk);
        held = [];
      }
      if (next === 'reset') {
        resetAll();
        fault = 'none';
      } else if (next === 'refuse') {
        const closed = stopListening();
        resetAll();
        await closed;
      } else if (wasRefusing) {
        server = net.createServer(accept);
        await listen();
      }
    },
    async close() {
      resetAll();
      if (fault !== 'refuse') await stopListening();
    },
  };
}
