/**
 * Field errors of a form, and how a failed schema parse (zod issues from @gateway/domain's
 * schemas) becomes them. Pure: the messages are i18n keys of the 'common' namespace with values.
 */

/** Field → the message shown beside it (already translated). */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** The parts of a zod issue this module reads (kept structural: @gateway/ui does not depend on zod). */
export type SchemaIssue = {
  code: string;
  path: readonly PropertyKey[];
  message: string;
  origin?: string;
  format?: string;
  expected?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  input?: unknown;
};

/** A rule message: a key under 'common:form.rules' and its values. */
export type RuleMessage = { key: string; values?: Record<string, unknown> };

function textRule(issue: SchemaIssue): RuleMessage | undefined {
  if (issue.origin !== 'string') return undefined;
  if (issue.code === 'too_small')
    return Number(issue.minimum) <= 1 ? { key: 'form.rules.required' } : { key: 'form.rules.minLength', values: { min: Number(issue.minimum) } };
  if (issue.code === 'too_big') return { key: 'form.rules.maxLength', values: { max: Number(issue.maximum) } };
  return undefined;
}

/** The rule a zod issue broke, as a translatable message; anything unusual reads "is not valid". */
export function describeIssue(issue: SchemaIssue): RuleMessage {
  const text = textRule(issue);
  if (text !== undefined) return text;
  switch (issue.code) {
    case 'too_small':
      return { key: 'form.rules.min', values: { min: Number(issue.minimum) } };
    case 'too_big':
      return { key: 'form.rules.max', values: { max: Number(issue.maximum) } };
    case 'invalid_type':
      // zod keeps the input only when asked to (reportInput); without it the field may just be mistyped.
      if ('input' in issue && (issue.input === undefined || issue.input === '')) return { key: 'form.rules.required' };
      return { key: issue.expected === 'number' || issue.expected === 'int' ? 'form.rules.number' : 'form.rules.invalid' };
    case 'invalid_format':
      return { key: issue.format === 'email' ? 'form.rules.email' : issue.format === 'url' ? 'form.rules.url' : 'form.rules.invalid' };
    default:
      return { key: 'form.rules.invalid' };
  }
}

/**
 * The first broken rule of each field. `fieldOf` names the form field an issue's path belongs to
 * (payload `remain_quota` → field `remainQuota`); issues of fields the form does not show are left out.
 */
export function schemaFieldErrors<F extends string>(
  issues: readonly SchemaIssue[],
  fieldOf: Readonly<Record<string, F>>,
  translate: (rule: RuleMessage) => string,
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const issue of issues) {
    const field = fieldOf[String(issue.path[0] ?? '')];
    if (field === undefined || errors[field] !== undefined) continue;
    errors[field] = translate(describeIssue(issue));
  }
  return errors;
}

export function hasFieldErrors(errors: FieldErrors<string>): boolean {
  return Object.values(errors).some((message) => message !== undefined);
}
