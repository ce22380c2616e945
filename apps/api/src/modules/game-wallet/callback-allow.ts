import { BlockList, isIP } from 'node:net';

/*
 * Which addresses may call a provider's wallet (HUB88_CALLBACK_ALLOW, PRAGMATIC_CALLBACK_ALLOW: IPs and
 * CIDRs, comma separated). A signature or hash proves who wrote a body, not who sends it now: a body
 * captured once (logs, a proxy) stays valid, and Pragmatic's hash does not even say which call it was
 * for. The allow-list makes a replay come from the provider's own servers. Checked against
 * `request.ip`, which is the client's address only behind a proxy named in TRUST_PROXY, so a caller
 * cannot claim an allowed address with X-Forwarded-For. Undefined list: any address (development and
 * tests; config.ts refuses to start production with a configured provider and no list).
 */

/** True for an IPv4 or IPv6 address or CIDR. */
export function isAddressOrCidr(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/** A test of a caller's address against `entries`; undefined entries allow everyone. */
export function callbackAllow(entries: readonly string[] | undefined): (address: string) => boolean {
  if (entries === undefined) return () => true;
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return (raw) => {
    // A dual-stack listener reports IPv4 callers as ::ffff:a.b.c.d.
    const address = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(raw)?.[1] ?? raw;
    const family = isIP(address);
    if (family === 0) return false;
    return list.check(address, family === 6 ? 'ipv6' : 'ipv4');
  };
}
