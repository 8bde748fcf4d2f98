import ipaddr from 'ipaddr.js';

/** The bits of an IPv6 address that name one client: a home, a phone or a server is given a whole /64. */
const IPV6_CLIENT_PREFIX = 64;

/**
 * The client an address stands for, as the rate limits and the failed-login throttle count it: an IPv4
 * address as itself (also when written as IPv4-mapped IPv6), an IPv6 address as its /64. Counting each
 * IPv6 address apart would give whoever holds a /64 (everyone with IPv6) 2^64 fresh allowances.
 */
export function clientAddressOf(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address); // IPv4-mapped IPv6 becomes the IPv4 address
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const network = ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toNormalizedString()}/${IPV6_CLIENT_PREFIX}`);
  return `${network.toString()}/${IPV6_CLIENT_PREFIX}`;
}
