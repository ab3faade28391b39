import ipaddr from 'ipaddr.js';

/**
 * Addresses as the server reasons about them, through ipaddr.js (the library Fastify's own
 * `trustProxy` uses): one subscriber's network, and whether an address is a public one.
 */

type Address = ipaddr.IPv4 | ipaddr.IPv6;

/** The address parsed, an IPv4-mapped IPv6 address (`::ffff:a.b.c.d`) as the IPv4 it carries. */
function parse(ip: string): Address | null {
  if (!ipaddr.isValid(ip)) return null;
  const address = ipaddr.parse(ip);
  if (address instanceof ipaddr.IPv6 && address.isIPv4MappedAddress())
    return address.toIPv4Address();
  return address;
}

/**
 * The network a client's address belongs to: its /24 for IPv4, its /64 for IPv6 (the smallest
 * block a provider hands one subscriber, who may use any of its 2^64 addresses). Limits and
 * unique counts go by it, so a phone whose address changes, or a host that rotates addresses,
 * stays one client. Text that is not an address is returned as it is.
 */
export function networkPrefix(ip: string): string {
  const address = parse(ip);
  if (!address) return ip;
  if (address instanceof ipaddr.IPv4) return address.octets.slice(0, 3).join('.');
  return `${address.parts
    .slice(0, 4)
    .map((p) => p.toString(16))
    .join(':')}::/64`;
}

/**
 * Whether an address is a public unicast one, by ipaddr.js's range names: loopback, private,
 * link-local, carrier-grade NAT, multicast, reserved and every IPv6 form that carries an IPv4
 * address to another host (IPv4-mapped, NAT64 `64:ff9b::/96`, 6to4 `2002::/16`, Teredo
 * `2001::/32`) are not. The one form the library files under unicast, the deprecated
 * IPv4-compatible `::a.b.c.d` (RFC 4291 §2.5.5.1), is judged by the IPv4 address it carries.
 */
export function isPublicAddress(ip: string): boolean {
  const address = parse(ip);
  if (!address) return false;
  if (address instanceof ipaddr.IPv6) {
    const parts = address.parts;
    if (parts.slice(0, 6).every((p) => p === 0)) {
      const embedded = ipaddr.fromByteArray(address.toByteArray().slice(12));
      return embedded.range() === 'unicast';
    }
  }
  return address.range() === 'unicast';
}

/**
 * `TRUST_PROXY`: the proxies whose `X-Forwarded-For` the server believes, as Fastify's
 * `trustProxy` takes them: a number of hops (`1`: the one proxy in front), or the proxies'
 * addresses and networks (`10.0.0.1, 10.0.0.0/8`, or proxy-addr's names `loopback`,
 * `linklocal`, `uniquelocal`). `true` (believe any client) is refused: a client could then
 * choose its own address, and with it its own limits. Unset, empty, `0` or `false`: none.
 */
export function parseTrustProxy(value: string | undefined): false | number | string[] {
  const text = (value ?? '').trim();
  if (!text || /^(0|false|no|off)$/i.test(text)) return false;
  if (/^\d+$/.test(text)) return Number(text);
  if (/^(true|yes|on)$/i.test(text))
    throw new Error(
      'TRUST_PROXY=true would let any client choose its address through X-Forwarded-For: give the number of proxies in front of the server (e.g. 1) or their addresses (e.g. 10.0.0.1,10.0.0.0/8).',
    );
  const entries = text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const names = new Set(['loopback', 'linklocal', 'uniquelocal']);
  for (const entry of entries) {
    if (names.has(entry)) continue;
    const valid = entry.includes('/') ? isCidr(entry) : ipaddr.isValid(entry);
    if (!valid)
      throw new Error(
        `TRUST_PROXY: «${entry}» is neither a number of proxies, nor an address or network (10.0.0.0/8), nor loopback/linklocal/uniquelocal.`,
      );
  }
  return entries;
}

function isCidr(text: string): boolean {
  try {
    ipaddr.parseCIDR(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * TRUST_PROXY as Fastify takes it. A number of hops becomes proxy-addr's trust function (the
 * nearest `hops` addresses are proxies), as Express reads a number: Fastify 5 itself reads a
 * bare number as "trust nobody" (lib/request.js, so that a server reachable directly cannot be
 * fooled). A hop count therefore trusts whoever connects: use it only where the proxies are the
 * one way in (HOST=127.0.0.1 behind nginx); a list of addresses holds anywhere.
 */
export function fastifyTrustProxy(
  trust: false | number | string[],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}
