import { formatValidationMessage } from '@gateway/domain';
import { bareHost, checkHost, isEgressRefused, type ResolveHost } from './egress/index.ts';
import { refuse, succeed, type ChannelOutcome } from './channel-outcome.ts';

/** The URLs a channel write would make the gateway connect to. */
export interface ChannelTargets {
  base_url?: string;
  /** The `setting` JSON text; its `proxy` is a connection target too. */
  setting?: string;
}

function proxyOf(setting: string | undefined): string {
  if (setting === undefined || setting.trim() === '') return '';
  try {
    const proxy = (JSON.parse(setting) as { proxy?: unknown }).proxy;
    return typeof proxy === 'string' ? proxy.trim() : '';
  } catch {
    return '';
  }
}

/** Refusal when `url`'s host is an address the admin-configured policy never reaches; DNS failures pass (checked again at use). */
async function checkTarget(field: string, url: string, resolve: ResolveHost | undefined): Promise<ChannelOutcome<void>> {
  if (url === '' || !URL.canParse(url)) return succeed(undefined);
  try {
    await checkHost(bareHost(new URL(url)), 'admin-configured', resolve);
  } catch (error) {
    const target = isEgressRefused(error) ? error.refusedTarget : undefined;
    if (target !== undefined) return refuse(formatValidationMessage('validation.channel.targetRefused', { field, target: target.shown }));
  }
  return succeed(undefined);
}

/**
 * Save-time egress check of a channel (ADR 0016): a base URL or proxy on a
 * metadata, link-local, multicast or reserved address — in any encoding, or a name resolving to
 * one — is a 400 before anything is written. The egress guard checks again at every use (DNS
 * can change), so a name that does not resolve now is not refused here.
 */
export async function checkChannelTargets(fields: ChannelTargets, resolve: ResolveHost | undefined): Promise<ChannelOutcome<void>> {
  const baseUrl = await checkTarget('base_url', fields.base_url ?? '', resolve);
  if (!baseUrl.ok) return baseUrl;
  return checkTarget('proxy', proxyOf(fields.setting), resolve);
}
