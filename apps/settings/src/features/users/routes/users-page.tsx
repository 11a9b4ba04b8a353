import { UserListFrame } from '../components/user-list-frame.tsx';

/** /user: user management, an admin page (spec 000 §2, §6). */
export default function UsersPage() {
  return <UserListFrame />;
}
