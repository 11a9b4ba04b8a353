import type { AddressKind } from './ip-address.ts';

/**
 * Why the server fetches a URL, which decides what it may reach. 'admin-configured': an administrator typed it (channel
 * base URLs, OIDC discovery) — local model servers on loopback or a private network are legitimate.
 * 'user-influenced': any user can steer it (image URLs in messages, webhooks, task callbacks).
 */
export type EgressPurpose = 'admin-configured' | 'user-influenced';

/**
 * Address kinds each purpose must never reach (ADR 0016). Link-local and metadata are refused for
 * both, in every encoding classifyAddress understands: they hold the cloud instance-metadata
 * endpoints (169.254.169.254, fd00:ec2::254, 100.100.100.200) whose credentials would leak through
 * a channel test or a model list. Admin-configured URLs may still reach loopback and private
 * networks (a local Ollama).
 */
const refusedKinds: Readonly<Record<EgressPurpose, ReadonlySet<AddressKind>>> = {
  'admin-configured': new Set<AddressKind>(['metadata', 'link-local', 'multicast', 'reserved']),
  'user-influenced': new Set<AddressKind>(['metadata', 'loopback', 'private', 'link-local', 'unspecified', 'shared', 'multicast', 'reserved']),
};

/** True when `purpose` may open a connection to an address of `kind`. */
export function isAddressAllowed(purpose: EgressPurpose, kind: AddressKind): boolean {
  return !refusedKinds[purpose].has(kind);
}
