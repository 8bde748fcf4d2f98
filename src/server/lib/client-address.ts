import ipaddr from 'ipaddr.js';
import { LRUCache } from 'lru-cache';

/**
 * The client an address stands for, as the rate limits and the failed-login throttle count it: an IPv4
 * address as itself (also when written as IPv4-mapped IPv6), an IPv6 address as its /64 (a home, a phone
 * or a server is given a whole /64). Counting each IPv6 address apart would give whoever holds a /64
 * (everyone with IPv6) 2^64 fresh allowances.
 */
export function clientAddressOf(address: string): string {
  // Every API request asks: an IPv4 address (no colon) needs no parsing, an IPv6 one is parsed once.
  if (!address.includes(':')) return address;
  let client = clientOfIpv6.get(address);
  if (client === undefined) {
    client = parseClientAddress(address);
    clientOfIpv6.set(address, client);
  }
  return client;
}

/** IPv6 addresses seen lately and the client each stands for (parsing one takes ~5 µs). */
const clientOfIpv6 = new LRUCache<string, string>({ max: 10_000 });

function parseClientAddress(address: string): string {
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.process(address); // IPv4-mapped IPv6 becomes the IPv4 address
  } catch {
    return address; // nothing a socket reports
  }
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const [a = 0, b = 0, c = 0, d = 0] = (parsed as ipaddr.IPv6).parts;
  return `${new ipaddr.IPv6([a, b, c, d, 0, 0, 0, 0]).toString()}/64`;
}
