import { UsersView } from '../components/users-view.tsx';

/** /user: user management, an admin page (USR-001). */
export default function UsersPage() {
  return <UsersView target={{ kind: 'none' }} />;
}
