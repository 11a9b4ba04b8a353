import { useParams } from 'wouter';
import { UsersView } from '../components/users-view.tsx';
import { parseUserId } from '../parse-user-id.ts';

/**
 * /user/edit/:id and /user/edit: the user list with the edit drawer open, for the user named by the
 * route (USR-016) or, without an id, for the signed-in account itself.
 */
export default function UserEditorPage() {
  const { id: rawId } = useParams<{ id?: string }>();
  if (rawId === undefined) return <UsersView target={{ kind: 'self' }} />;
  const id = parseUserId(rawId);
  return <UsersView target={id === undefined ? { kind: 'invalid', raw: rawId } : { kind: 'user', id }} />;
}
