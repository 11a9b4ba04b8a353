import { QuotaType, type PricingAnswer, type PricingEntry } from '@gateway/domain';
import { apiRequestWhole } from '../http/api-client.ts';

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

const finite = (value: unknown, fallback: number): number => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);

function toEntry(value: unknown): PricingEntry | undefined {
  if (!isRecord(value) || typeof value.model_name !== 'string' || value.model_name === '') return undefined;
  const groups = Array.isArray(value.enable_groups) ? value.enable_groups.filter((group): group is string => typeof group === 'string') : [];
  return {
    model_name: value.model_name,
    quota_type: value.quota_type === QuotaType.PerCall ? QuotaType.PerCall : QuotaType.PerToken,
    model_ratio: finite(value.model_ratio, 0),
    completion_ratio: finite(value.completion_ratio, 1),
    model_price: finite(value.model_price, 0),
    enable_groups: groups,
    owner_by: typeof value.owner_by === 'string' ? value.owner_by : '',
    cache_ratio: finite(value.cache_ratio, 1),
    ...(value.unset === true ? { unset: true } : {}),
  };
}

function numberMap(value: unknown): Record<string, number> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((pair): pair is [string, number] => typeof pair[1] === 'number' && Number.isFinite(pair[1])));
}

function textMap(value: unknown): Record<string, string> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((pair): pair is [string, string] => typeof pair[1] === 'string'));
}

/**
 * GET /api/pricing (PP-001, API-PRC-001): the priced models, the ratio and description of each group
 * the caller may use and the caller's own group ('default' for a visitor). Answers from a server that
 * omits a field (an older new-api) come back with safe defaults rather than crashing the page.
 */
export async function getPricing(signal?: AbortSignal): Promise<PricingAnswer> {
  const body = await apiRequestWhole('GET', '/api/pricing', { signal });
  const entries = Array.isArray(body.data) ? body.data.map(toEntry).filter((entry): entry is PricingEntry => entry !== undefined) : [];
  return {
    success: true,
    message: typeof body.message === 'string' ? body.message : '',
    data: entries,
    group_ratio: numberMap(body.group_ratio),
    usable_group: textMap(body.usable_group),
    user_group: typeof body.user_group === 'string' && body.user_group !== '' ? body.user_group : 'default',
  };
}
