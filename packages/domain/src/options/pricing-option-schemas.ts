import { z } from 'zod';
import { MODEL_NAME_MAX } from '../channels/channel-input.ts';
import type { ValidationMessageKey } from '../errors/validation-result.ts';
import { isUnsafeLink } from './unsafe-link.ts';

/**
 * zod schemas of the pricing JSON options (SET-014, SET-026, SET-027): the shape of the parsed
 * value and the rules on its names. `validateOptionValue` runs them on every PUT /api/option/, and
 * the settings form runs the same call on blur (SET-009), so a rule lives here once.
 *
 * Every issue's message is a validation message key (validation-result.ts); `path` ends at the
 * offending name, so the result can say which entry is wrong.
 */

/** C0/C1 controls and the bidirectional overrides that make a name display differently from how it is stored. */
const CONTROL_CHARACTERS = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;
/** The longest group name (new-api's abilities.group column). */
export const GROUP_NAME_MAX = 64;

type Key = ValidationMessageKey;

/** A model name as the relay receives it: not empty, no spaces around it, no control characters. */
export function isPricingModelName(name: string): boolean {
  return name !== '' && name === name.trim() && name.length <= MODEL_NAME_MAX && !CONTROL_CHARACTERS.test(name);
}

/** A group name: channels list their groups comma-separated (trimmed), so no commas and no spaces around it. */
export function isGroupName(name: string): boolean {
  return name !== '' && name === name.trim() && name.length <= GROUP_NAME_MAX && !name.includes(',') && !CONTROL_CHARACTERS.test(name);
}

/**
 * A JSON object read as a Map of its own entries. Not z.record: that skips a "__proto__" entry,
 * which JSON.parse keeps as an ordinary own property and the relay would then look up.
 */
function entryMap<V extends z.ZodType>(value: V, notAnObject: Key) {
  const isPlainObject = (input: unknown) => input !== null && typeof input === 'object' && !Array.isArray(input);
  return z.preprocess((input) => (isPlainObject(input) ? new Map(Object.entries(input as object)) : input), z.map(z.string(), value, { error: notAnObject }));
}

function namedMap<V extends z.ZodType>(value: V, validName: (name: string) => boolean, nameKey: Key) {
  return entryMap(value, 'validation.option.jsonObject').superRefine((map, context) => {
    for (const name of map.keys()) {
      if (!validName(name)) context.addIssue({ code: 'custom', message: nameKey, path: [name] });
    }
  });
}

/** Ratios and prices: JSON numbers, 0 or more (a negative one would pay users for traffic). */
const ratio = z.number({ error: 'validation.option.numberMap' satisfies Key }).min(0, { error: 'validation.option.negativeRatio' satisfies Key });

/** Model name → ratio or USD price (ModelRatio, ModelPrice, CompletionRatio, CacheRatio). */
export const modelNumberMapSchema = namedMap(ratio, isPricingModelName, 'validation.option.modelName');

/** Group name → ratio (GroupRatio). */
export const groupRatioSchema = namedMap(ratio, isGroupName, 'validation.option.groupName');

/** Group name → description shown to users (UserUsableGroups). */
export const userUsableGroupsSchema = namedMap(z.string({ error: 'validation.option.stringMap' satisfies Key }), isGroupName, 'validation.option.groupName');

/**
 * Chats (SET-014): a list of entries, each exactly one name → link template (the sidebar reads an
 * entry's first pair, the token menu every pair: one pair keeps both the same). A link must not be
 * empty nor a javascript:, data:, vbscript: or file: address, which would run in the console's origin.
 */
export const chatsSchema = z
  .array(entryMap(z.string({ error: 'validation.option.chats' satisfies Key }), 'validation.option.chats'), {
    error: 'validation.option.jsonArray' satisfies Key,
  })
  .superRefine((entries, context) => {
    entries.forEach((entry, index) => {
      const pairs = [...entry];
      if (pairs.length !== 1 || pairs[0]![0].trim() === '') {
        context.addIssue({ code: 'custom', message: 'validation.option.chats' satisfies Key, path: [index] });
        return;
      }
      const [name, link] = pairs[0]!;
      if (link.trim() === '' || isUnsafeLink(link))
        context.addIssue({ code: 'custom', message: 'validation.option.chatLink' satisfies Key, path: [index, name] });
    });
  });

/** The schema of each pricing JSON option; other JSON options are checked by their registry shape. */
export const pricingOptionSchemas: ReadonlyMap<string, z.ZodType> = new Map<string, z.ZodType>([
  ['ModelRatio', modelNumberMapSchema],
  ['ModelPrice', modelNumberMapSchema],
  ['CompletionRatio', modelNumberMapSchema],
  ['CacheRatio', modelNumberMapSchema],
  ['GroupRatio', groupRatioSchema],
  ['UserUsableGroups', userUsableGroupsSchema],
  ['Chats', chatsSchema],
]);
