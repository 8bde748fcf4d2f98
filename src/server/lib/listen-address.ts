import { isIPv6 } from 'node:net';

/** Where the server listens when HOST and PORT are not set (config.ts validates what they are set to). */
export const DEFAULT_LISTEN = { host: '127.0.0.1', port: 3000 } as const;

/** Addresses that mean "every interface" to `listen`: nothing answers at them, loopback does. */
const EVERY_ADDRESS = new Set(['0.0.0.0', '::']);

/**
 * HOST and PORT as the server reads them, without the rest of the configuration: for a probe that runs
 * beside a server that has already started, so the values are valid (a blank one is unset).
 */
export function listenAddressOf(env: NodeJS.ProcessEnv): { host: string; port: number } {
  return {
    host: env.HOST || DEFAULT_LISTEN.host,
    port: env.PORT?.trim() ? Number(env.PORT) : DEFAULT_LISTEN.port,
  };
}

/**
 * The URL by which a probe on the server's own machine (the container's HEALTHCHECK) reaches `path`, for
 * the address and port the server listens on.
 */
export function localUrlOf({ host, port }: { host: string; port: number }, path: string): string {
  const address = EVERY_ADDRESS.has(host) ? '127.0.0.1' : host;
  return new URL(path, `http://${isIPv6(address) ? `[${address}]` : address}:${port}`).href;
}
