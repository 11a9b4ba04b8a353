/** The console's localStorage keys, named as new-api's console names them. One list so no two modules spell a key differently. */
export const storageKeys = {
  pageSize: 'page-size',
  status: 'status',
  user: 'user',
  chats: 'chats',
  themeMode: 'theme-mode',
  defaultCollapseSidebar: 'default_collapse_sidebar',
  enableDataExport: 'enable_data_export',
  enableDrawing: 'enable_drawing',
  enableTask: 'enable_task',
  mjNotifyEnabled: 'mj_notify_enabled',
  footerHtml: 'footer_html',
  language: 'i18nextLng',
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];
