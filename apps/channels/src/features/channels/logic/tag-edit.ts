import { isJsonObjectText } from '@gateway/domain';
import type { EditTagInput } from '@gateway/sdk';
import type { FormProblem } from './channel-form.ts';

/** The tag drawer's fields; every one is an override and blank means unchanged (CH-060). */
export type TagEditValues = {
  newTag: string;
  models: string[];
  groups: string[];
  model_mapping: string;
};

/** A problem of one field (shown beside it), or of the whole edit (nothing changed). */
export type TagEditCheck = { ok: true; input: EditTagInput } | { ok: false; problem: FormProblem; field?: 'model_mapping' };

/**
 * Builds PUT /api/channel/tag (CH-059..CH-063). The new tag starts as the current one: clearing it
 * dissolves the tag, leaving it equal changes nothing. Nothing changed → 'no changes'.
 */
export function buildTagEdit(tag: string, values: TagEditValues): TagEditCheck {
  const input: EditTagInput = { tag };
  const newTag = values.newTag.trim();
  if (newTag !== tag) input.new_tag = newTag;
  if (values.models.length > 0) input.models = values.models.join(',');
  if (values.groups.length > 0) input.groups = values.groups.join(',');
  const mapping = values.model_mapping.trim();
  if (mapping !== '') {
    if (!isJsonObjectText(mapping)) return { ok: false, problem: { messageKey: 'editor.errors.modelMappingJson' }, field: 'model_mapping' };
    input.model_mapping = mapping;
  }
  if (Object.keys(input).length === 1) return { ok: false, problem: { messageKey: 'tagEditor.noChanges' } };
  return { ok: true, input };
}
