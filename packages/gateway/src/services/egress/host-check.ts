import { EgressRefusedError } from './egress-error.ts';
import { isAddressAllowed, type EgressPurpose } from './egress-policy.ts';
import { classifyAddress, type AddressKind } from './ip-address.ts';

/** Resolves a hostname to every address it has (the Node platform uses dns.lookup with all: true). */
export type ResolveHost = (host: string) => Promise<string[]>;

/**
 * Names of cloud metadata services, refused even where nothing resolves them (Workers has no
 * resolver); elsewhere they resolve to a link-local address and are refused for that too.
 */
const METADATA_HOSTNAMES = new Set(['metadata.google.internal', 'metadata.goog', 'instance-data.ec2.internal', 'metadata.tencentyun.com']);

/** The host as an address literal candidate: URL keeps IPv6 hosts in brackets. */
export function bareHost(url: URL): string {
  return url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
}

function refuse(host: string, address: string, kind: AddressKind): never {
  const shown = host === address ? host : `${host} (${address})`;
  throw new EgressRefusedError(`refusing to connect to ${shown}: ${kind} addresses are not allowed here`, { shown, kind });
}

async function resolveAll(host: string, resolve: ResolveHost): Promise<string[]> {
  let addresses: string[];
  try {
    addresses = await resolve(host);
  } catch (error) {
    throw new EgressRefusedError(`cannot resolve ${host}: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (addresses.length === 0) throw new EgressRefusedError(`cannot resolve ${host}`);
  return addresses;
}

/**
 * What can be told about `host` without DNS: an address literal, localhost and the metadata names are
 * checked against the purpose's policy; any other name passes (the guard checks what it resolves to at
 * use). For refusing a saved URL early (a webhook setting) with a clear message.
 */
export function checkHostWithoutDns(host: string, purpose: EgressPurpose): void {
  const literalKind = classifyAddress(host);
  if (literalKind !== undefined) {
    if (!isAddressAllowed(purpose, literalKind)) refuse(host, host, literalKind);
    return;
  }
  const lowered = host.toLowerCase().replace(/\.$/, '');
  if ((lowered === 'localhost' || lowered.endsWith('.localhost')) && !isAddressAllowed(purpose, 'loopback')) refuse(host, '127.0.0.1', 'loopback');
  if (METADATA_HOSTNAMES.has(lowered)) refuse(host, host, 'metadata');
}

/**
 * Checks every address `host` stands for against the purpose's policy (ADR 0016): an address
 * literal in any encoding by its class, a name by every address it resolves to. Throws
 * EgressRefusedError (with `refusedTarget` when the policy, not DNS, said no). Note: the connection
 * itself resolves the name again (the platform fetch takes a URL); a rebinding DNS server could
 * answer differently between the two lookups, which is why user-influenced fetches should go
 * through the proxy worker wherever WorkerUrl can be set.
 */
export async function checkHost(host: string, purpose: EgressPurpose, resolve: ResolveHost | undefined): Promise<void> {
  const literalKind = classifyAddress(host);
  if (literalKind !== undefined) {
    if (!isAddressAllowed(purpose, literalKind)) refuse(host, host, literalKind);
    return;
  }
  const lowered = host.toLowerCase().replace(/\.$/, '');
  if (lowered === 'localhost' || lowered.endsWith('.localhost')) {
    if (!isAddressAllowed(purpose, 'loopback')) refuse(host, '127.0.0.1', 'loopback');
    return;
  }
  if (METADATA_HOSTNAMES.has(lowered)) refuse(host, host, 'metadata');
  if (resolve === undefined) {
    // No resolver: user-influenced names cannot be proven public, so they are refused.
    if (purpose === 'user-influenced') throw new EgressRefusedError(`cannot resolve ${host} to check it`);
    return;
  }
  for (const address of await resolveAll(host, resolve)) {
    // A resolver answer that is not an address literal is treated as the most restricted kind.
    const kind = classifyAddress(address) ?? 'reserved';
    if (!isAddressAllowed(purpose, kind)) refuse(host, address, kind);
  }
}
