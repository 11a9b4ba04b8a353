import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@gateway/ui/page-frame';
import type { BreadcrumbItem } from '@gateway/ui/page-frame';
import { NAMESPACE } from '../../../namespace.ts';
import { ChannelList } from './channel-list.tsx';

export type ChannelListFrameProps = {
  /** Crumbs after "Admin › Channels" (the editor routes add their own). */
  trail?: BreadcrumbItem[];
  /** Shown above the list, e.g. why the editor could not open. */
  notice?: ReactNode;
  /** The editor drawer over the list. */
  children?: ReactNode;
};

/**
 * The channel management page: /channel, and /channel/add and /channel/edit/:id,
 * where the editor drawer opens over this same list.
 */
export function ChannelListFrame({ trail = [], notice, children }: ChannelListFrameProps) {
  const { t } = useTranslation(NAMESPACE);
  const channels: BreadcrumbItem = trail.length > 0 ? { label: t('list.title'), to: '/channel' } : { label: t('list.title') };
  return (
    <PageFrame title={t('list.title')} breadcrumbs={[{ label: t('sections.admin') }, channels, ...trail]}>
      {notice}
      <ChannelList />
      {children}
    </PageFrame>
  );
}
