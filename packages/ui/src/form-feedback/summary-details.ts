import type { FieldErrors } from './field-errors.ts';

/** The translated pieces a summary is made of (the hook passes i18next's texts). */
export type SummaryTexts = {
  /** The "required" rule's text: fields with it are named together ("… cannot be empty"). */
  required: string;
  separator: string;
  requiredFields: (labels: string[]) => string;
  fieldMessage: (label: string, message: string) => string;
};

/**
 * What a form's summary notice lists (pure). Without labels, each different message once (two
 * fields may share one rule's text). With labels, every field is named: the empty required ones
 * together first ("Username and password cannot be empty"), then "label: message";
 * a message that already names its field (an option rule: "Retry times must be at most 10") is
 * shown as it is. `count` is the number of fields to fix.
 */
export function summaryDetails<F extends string>(
  found: FieldErrors<F>,
  labels: Partial<Record<F, string>>,
  texts: SummaryTexts,
): { count: number; details: string } {
  const entries = Object.entries(found).filter((entry): entry is [F, string] => typeof entry[1] === 'string');
  const named = entries.filter(([field]) => labels[field] !== undefined);
  const anonymous = entries.filter(([field]) => labels[field] === undefined).map(([, message]) => message);
  const requiredLabels = named.filter(([, message]) => message === texts.required).map(([field]) => labels[field]!);
  const parts: string[] = [];
  if (requiredLabels.length > 0) parts.push(texts.requiredFields(requiredLabels));
  for (const [field, message] of named) {
    if (message === texts.required) continue;
    const label = labels[field]!;
    parts.push(message.includes(label) ? message : texts.fieldMessage(label, message));
  }
  parts.push(...anonymous);
  return { count: entries.length, details: [...new Set(parts)].join(texts.separator) };
}
