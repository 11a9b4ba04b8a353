import { fetchModelsForChannel, fetchModelsForNew } from '@gateway/sdk';
import type { FetchModelsInput } from '@gateway/sdk';

/** Fetch models (CH-058): a saved channel uses its stored key, a new one sends base URL, type and key. */
export function fetchUpstreamModels(target: { id: number } | FetchModelsInput): Promise<string[]> {
  return 'id' in target ? fetchModelsForChannel(target.id) : fetchModelsForNew(target);
}
