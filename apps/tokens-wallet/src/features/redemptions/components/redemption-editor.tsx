import { useRedemption } from '../api/use-redemptions.ts';
import { RedemptionDrawer } from './redemption-drawer.tsx';

export type RedemptionEditorState = { kind: 'closed' } | { kind: 'create' } | { kind: 'edit'; id: number };

/** Opens the drawer: at once to create, after GET /api/redemption/:id to edit (TW-033). */
export function RedemptionEditor({ state, onClose, onCreated }: { state: RedemptionEditorState; onClose: () => void; onCreated: (codes: string[]) => void }) {
  const editing = useRedemption(state.kind === 'edit' ? state.id : undefined);
  if (state.kind === 'closed') return null;
  if (state.kind === 'create') return <RedemptionDrawer row={undefined} onClose={onClose} onCreated={onCreated} />;
  if (editing.data === undefined || editing.data.id !== state.id) return null;
  return <RedemptionDrawer key={editing.data.id} row={editing.data} onClose={onClose} onCreated={onCreated} />;
}
