import type { ReactNode } from 'react';
import PeopleOutlinedIcon from '@mui/icons-material/PeopleOutlined';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@gateway/ui/page-frame';
import type { BreadcrumbItem } from '@gateway/ui/page-frame';
import { EmptyState } from '@gateway/ui/empty-state';
import { NAMESPACE } from '../../../namespace.ts';

export type UserListFrameProps = {
  /** Crumbs after "Admin › Users" (the editor routes add their own). */
  trail?: BreadcrumbItem[];
  /** Shown above the list, e.g. which user the editor panel is for. */
  notice?: ReactNode;
};

/**
 * The user management page (spec 000 §2): /user, and /user/edit(/:id), where the edit-user
 * side panel opens over this same list.
 */
export function UserListFrame({ trail = [], notice }: UserListFrameProps) {
  const { t } = useTranslation(NAMESPACE);
  const users: BreadcrumbItem = trail.length > 0 ? { label: t('users.title'), to: '/user' } : { label: t('users.title') };
  return (
    <PageFrame title={t('users.title')} breadcrumbs={[{ label: t('sections.admin') }, users, ...trail]}>
      {notice}
      <EmptyState icon={<PeopleOutlinedIcon />} title={t('users.emptyTitle')} description={t('users.emptyDescription')} />
    </PageFrame>
  );
}
