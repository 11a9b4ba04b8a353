import type { TFunction } from 'i18next';
import type { ChannelTypeInfo } from '@gateway/domain';

/** A channel type's label: product names as they are, the types named by a word ("Custom") in the reader's language. */
export function channelTypeLabel(info: ChannelTypeInfo, t: TFunction): string {
  return info.nameKey === undefined ? info.name : t(info.nameKey, { value: info.value });
}
