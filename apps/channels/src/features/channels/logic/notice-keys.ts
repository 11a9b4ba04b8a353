/**
 * Names of the channel page's actions for the notification queue (ADR 0021): the next result of
 * the same action replaces the last one instead of stacking beside it.
 */
export const channelNoticeKeys = {
  /** The create/edit drawer: its validation summary, its server refusal and its success. */
  editor: 'channels.editor',
  /** The editor's model tools: fetch from upstream, custom names. */
  editorModels: 'channels.editor.models',
  /** Anything done to one row: status, priority, weight, balance, test, copy, delete. */
  row: (id: number) => `channels.row.${id}`,
  tag: (tag: string) => `channels.tag.${tag}`,
  tagEditor: 'channels.tag-editor',
  toolbar: (action: 'test-all' | 'balances' | 'delete-disabled' | 'fix' | 'batch-delete' | 'batch-tag') => `channels.toolbar.${action}`,
} as const;
