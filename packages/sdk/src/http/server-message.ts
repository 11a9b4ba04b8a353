import { messages, validationMessages } from '@gateway/domain';
import { labelOfField } from './field-labels.ts';

/** How the client translates: i18next's `t` fits (`common:` keys, `{{name}}` interpolation). */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

const messageKeyByText = new Map<string, string>();
for (const [key, text] of Object.entries(messages)) {
  if (text !== '') messageKeyByText.set(text, key);
}

type TemplatePattern = { key: string; pattern: RegExp; names: string[] };

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** '{key} must be at least {min}' → /^(.+?) must be at least (.+?)$/ with names [key, min]. */
function toPattern(key: string, template: string): TemplatePattern {
  const names: string[] = [];
  const source = template
    .split(/(\{\w+\})/)
    .map((part) => {
      const placeholder = /^\{(\w+)\}$/.exec(part);
      if (placeholder === null) return escapeRegExp(part);
      names.push(placeholder[1]!);
      return '(.+?)';
    })
    .join('');
  return { key, pattern: new RegExp(`^${source}$`), names };
}

const validationPatterns = Object.entries(validationMessages).map(([key, template]) => toPattern(key, template));

/** The placeholders that carry a field's wire name (`{key}` an option key, `{field}` a request field). */
const FIELD_PLACEHOLDERS: ReadonlySet<string> = new Set(['key', 'field']);

/**
 * The server sends fixed English texts (domain `messages` and `validationMessages`); the console
 * shows them in the user's language (COM-035). A text we know maps to its `common:` key, filled
 * with the values found in it; anything else (a text from an older or newer server) is shown as sent.
 * A field's wire name in it is shown as the label its form shows (field-labels.ts).
 */
export function translateServerMessage(message: string, translate: Translate): string {
  const key = messageKeyByText.get(message);
  if (key !== undefined) return translate(`common:serverMessages.${key}`);
  for (const { key: validationKey, pattern, names } of validationPatterns) {
    const match = pattern.exec(message);
    if (match === null) continue;
    const values: Record<string, unknown> = {};
    names.forEach((name, index) => {
      const value = match[index + 1]!;
      values[name] = FIELD_PLACEHOLDERS.has(name) ? labelOfField(value) : value;
    });
    return translate(`common:${validationKey}`, values);
  }
  return message;
}
