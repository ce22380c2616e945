import { BlockList, isIP } from 'node:net';

/*
 * BETCO_CALLBACK_ALLOW against the caller's address (request.ip: the client's address only behind a
 * proxy named in TRUST_PROXY). The same rule as game-wallet/callback-allow.ts (Hub88, Pragmatic), kept
 * here because a module does not reach into another's files; the lead may move both to platform/.
 * Undefined entries: any address (development, tests; config refuses production without a list).
 */
export function allowList(entries: readonly string[] | undefined): (address: string) => boolean {
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
    return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
  };
}
