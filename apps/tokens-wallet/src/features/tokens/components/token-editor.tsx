import { useToken } from '../api/use-tokens.ts';
import { TokenDrawer } from './token-drawer.tsx';

export type TokenEditorState = { kind: 'closed' } | { kind: 'create' } | { kind: 'edit'; id: number };

/** Opens the drawer: at once to create, after GET /api/token/:id to edit (TW-009). */
export function TokenEditor({ state, onClose }: { state: TokenEditorState; onClose: () => void }) {
  const editing = useToken(state.kind === 'edit' ? state.id : undefined);
  if (state.kind === 'closed') return null;
  if (state.kind === 'create') return <TokenDrawer token={undefined} onClose={onClose} />;
  if (editing.data === undefined || editing.data.id !== state.id) return null;
  return <TokenDrawer key={editing.data.id} token={editing.data} onClose={onClose} />;
}
