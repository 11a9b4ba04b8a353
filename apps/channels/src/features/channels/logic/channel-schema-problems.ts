import { channelCreateFields, isJsonObjectText } from '@gateway/domain';
import type { ChannelFields } from '@gateway/sdk';
import { describeIssue } from '@gateway/ui/form-feedback';
import type { SchemaIssue } from '@gateway/ui/form-feedback';

/** A message key of this namespace or of 'common', with its values. */
export type FormProblem = { messageKey: string; params?: Record<string, unknown> };

/** Where the editor shows each field of the request body (the body's `group` is the editor's `groups`). */
const editorFieldOf: Readonly<Record<string, string>> = {
  name: 'name',
  key: 'key',
  base_url: 'base_url',
  other: 'other',
  models: 'models',
  group: 'groups',
  model_mapping: 'model_mapping',
  status_code_mapping: 'status_code_mapping',
  param_override: 'param_override',
  setting: 'setting',
  openai_organization: 'openai_organization',
  test_model: 'test_model',
  tag: 'tag',
  priority: 'priority',
  weight: 'weight',
  price: 'price',
  max_input_tokens: 'max_input_tokens',
};

const JSON_FIELDS: ReadonlySet<string> = new Set(['status_code_mapping', 'param_override', 'setting']);

const isBound = (issue: SchemaIssue) => issue.code === 'too_small' || issue.code === 'too_big';

/** The schema's rule as the shared form wording ("Enter at most 128 characters", "This value is not valid"). */
function ruleProblem(issue: SchemaIssue): FormProblem {
  const rule = describeIssue(issue);
  return { messageKey: `common:${rule.key}`, params: rule.values };
}

/**
 * The editor's wording of one broken rule. The rule itself is the schema's; fields the channel editor
 * has always named in its own words (a JSON field that is not an object, a number that is not a whole
 * one, the price's step) keep those words, every other rule reads as the form rules do.
 */
function problemOf(field: string, issue: SchemaIssue, text: unknown): FormProblem {
  const notAnObject = typeof text === 'string' && !isJsonObjectText(text);
  if (field === 'model_mapping' && notAnObject) return { messageKey: 'editor.errors.modelMappingJson' };
  if (JSON_FIELDS.has(field) && notAnObject) return { messageKey: 'editor.errors.fieldJson', params: { field } };
  if ((field === 'priority' || field === 'max_input_tokens') && !isBound(issue)) return { messageKey: 'editor.errors.integer', params: { field } };
  if (field === 'weight' && issue.code !== 'too_big') return { messageKey: 'editor.errors.weight' };
  if (field === 'price') return { messageKey: 'editor.errors.price' };
  return ruleProblem(issue);
}

/**
 * Checks the request body with the server's own schema (POST and PUT share the field rules) and
 * answers the first problem of each editor field, keyed by the editor's field names.
 */
export function schemaProblems(fields: ChannelFields): Record<string, FormProblem> {
  const result = channelCreateFields.safeParse(fields);
  const problems: Record<string, FormProblem> = {};
  if (result.success) return problems;
  for (const issue of result.error.issues) {
    const bodyField = String(issue.path[0] ?? '');
    const field = editorFieldOf[bodyField];
    if (field === undefined || problems[field] !== undefined) continue;
    problems[field] = problemOf(bodyField, issue, (fields as Record<string, unknown>)[bodyField]);
  }
  return problems;
}
