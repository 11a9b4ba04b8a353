import { ChannelStatus } from '../status/index.ts';
import { splitChannelList } from './channel-lists.ts';

/** The channel columns abilities are derived from. */
export interface AbilitySource {
  id: number;
  models: string | null;
  group: string | null;
  status: number;
  priority: number | null;
  weight: number | null;
  tag: string | null;
}

/** One row of `abilities` (group, model, channel, enabled, priority, weight): what channel selection reads. */
export interface DerivedAbility {
  group: string;
  model: string;
  channel_id: number;
  enabled: boolean;
  priority: number;
  weight: number;
  tag: string | null;
}

/**
 * The abilities a channel implies: one per group × model, enabled exactly when the channel is
 * (status 1). The abilities table must always equal this for every channel (the property test in
 * packages/gateway/test/channel-abilities-property.test.ts holds the routes to it).
 */
export function deriveAbilities(channel: AbilitySource): DerivedAbility[] {
  const abilities: DerivedAbility[] = [];
  for (const group of splitChannelList(channel.group)) {
    for (const model of splitChannelList(channel.models)) {
      abilities.push({
        group,
        model,
        channel_id: channel.id,
        enabled: channel.status === ChannelStatus.Enabled,
        priority: channel.priority ?? 0,
        weight: channel.weight ?? 0,
        tag: channel.tag ?? null,
      });
    }
  }
  return abilities;
}
