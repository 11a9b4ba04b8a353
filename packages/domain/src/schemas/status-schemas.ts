import { z } from 'zod';

/** GET /api/status `data`, with new-api's field names (COM-047/048: the status payload). Every field is always present. */
export const statusPayloadSchema = z.object({
  version: z.string(),
  start_time: z.number(),
  setup: z.boolean(),
  system_name: z.string(),
  logo: z.string(),
  footer_html: z.string(),
  server_address: z.string(),
  docs_link: z.string(),
  chat_link: z.string(),
  chat_link2: z.string(),
  top_up_link: z.string(),
  quota_per_unit: z.number(),
  display_in_currency: z.boolean(),
  price: z.number(),
  min_topup: z.number(),
  enable_online_topup: z.boolean(),
  enable_batch_update: z.boolean(),
  enable_drawing: z.boolean(),
  enable_task: z.boolean(),
  enable_data_export: z.boolean(),
  data_export_default_time: z.string(),
  default_collapse_sidebar: z.boolean(),
  mj_notify_enabled: z.boolean(),
  chats: z.array(z.record(z.string(), z.string())),
  demo_site_enabled: z.boolean(),
  self_use_mode_enabled: z.boolean(),
  admin_only_login: z.boolean(),
  register_enabled: z.boolean(),
  password_login_enabled: z.boolean(),
  password_register_enabled: z.boolean(),
  email_verification: z.boolean(),
  turnstile_check: z.boolean(),
  turnstile_site_key: z.string(),
  github_oauth: z.boolean(),
  github_client_id: z.string(),
  linuxdo_oauth: z.boolean(),
  linuxdo_client_id: z.string(),
  telegram_oauth: z.boolean(),
  telegram_bot_name: z.string(),
  wechat_login: z.boolean(),
  wechat_qrcode: z.string(),
  oidc_enabled: z.boolean(),
  oidc_client_id: z.string(),
  oidc_authorization_endpoint: z.string(),
});
export type StatusPayload = z.output<typeof statusPayloadSchema>;

export const databaseTypes = ['sqlite', 'postgres', 'mysql', 'd1'] as const;

/** GET /api/setup `data` (API-SYS-001); root_init and database_type only while setup is pending. */
export const setupStatusSchema = z.object({
  status: z.boolean(),
  root_init: z.boolean().optional(),
  database_type: z.string().optional(),
});
export type SetupStatus = z.output<typeof setupStatusSchema>;
