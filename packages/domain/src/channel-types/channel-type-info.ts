/** How the channel editor reads and checks the `key` field of a channel type. */
export type ChannelKeyFormat = 'single' | 'pipe' | 'json' | 'id.secret';

/** One entry of the channel type catalogue (CH-008). */
export interface ChannelTypeInfo {
  /** Numeric `channels.type`. */
  value: number;
  /** Display label; product and vendor names, so not translated (see nameKey for the ones that are words). */
  name: string;
  /** i18n key of the label when the name is a word, not a product ("Custom", "Unused (28)"); `{{value}}` is the number. */
  nameKey?: string;
  /** Chip colour (hex). */
  color: string;
  /** Base URL the relay uses when the channel leaves `base_url` empty; '' means the admin must set one. */
  defaultBaseUrl: string;
  /** i18n key of the key field's placeholder/hint. */
  keyHint: string;
  /** 'single' unless the key packs several credentials (default 'single'). */
  keyFormat?: ChannelKeyFormat;
  /** For 'pipe' keys: how many `|`-separated parts the key must have. */
  keyParts?: number;
  /** i18n key saying what the `other` field means for this type, when it means anything. */
  otherHint?: string;
  /** Value the editor puts into an empty `other` field before submitting. */
  otherDefault?: string;
  /** Models the editor pre-fills for types whose model list is fixed by the protocol. */
  modelPrefill?: readonly string[];
  /** Old provider kept so stored channels still render; not offered for new channels. */
  legacy?: boolean;
  /** Number never assigned (or reserved) by new-api; listed so the catalogue has no holes. */
  unused?: boolean;
}
