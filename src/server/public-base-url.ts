import type { AddressInfo } from 'node:net';
import type { Env } from './env.ts';

/**
 * The origin in every link the server builds (decision 076): PUBLIC_BASE_URL when set (required
 * in a real deployment, env.ts), else the address the demo listens on, so a demo on another port
 * or host sends links that work. Before it listens (tests through inject) the configured PORT.
 */
export function publicBaseUrl(
  env: Pick<Env, 'PUBLIC_BASE_URL' | 'HOST' | 'PORT'>,
  listening?: AddressInfo | string | null,
): string {
  if (env.PUBLIC_BASE_URL) return new URL(env.PUBLIC_BASE_URL).origin;
  const bound = typeof listening === 'object' && listening ? listening : undefined;
  const address = bound?.address ?? env.HOST;
  // A wildcard address is reachable as localhost on this machine; a named one as itself.
  const wildcard = ['0.0.0.0', '::', ''].includes(address);
  const host = wildcard ? 'localhost' : address.includes(':') ? `[${address}]` : address;
  return `http://${host}:${bound?.port ?? env.PORT}`;
}
