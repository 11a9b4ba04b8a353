/** Settings page section an option is edited in. */
export type OptionSection =
  | 'general'
  | 'worker'
  | 'payment'
  | 'login'
  | 'email-domain'
  | 'smtp'
  | 'oidc'
  | 'github'
  | 'linuxdo'
  | 'wechat'
  | 'telegram'
  | 'turnstile'
  | 'operation'
  | 'drawing'
  | 'sensitive'
  | 'log'
  | 'dashboard'
  | 'monitor'
  | 'quota'
  | 'pricing'
  | 'ratelimit'
  | 'gemini'
  | 'claude'
  | 'global'
  | 'other'
  | 'chat';

/**
 * Value kind. Every value is stored as text (the `options` table holds strings); the kind says how to read it:
 * 'string' one line, 'text' long free text (HTML/Markdown/URL), 'list' one entry per line (or
 * comma list for EmailDomainWhitelist), 'json' a JSON document checked against `jsonShape`.
 */
export type OptionType = 'boolean' | 'integer' | 'number' | 'string' | 'text' | 'json' | 'list';

/**
 * 'public' values may be read without login (status payload, /api/notice …); 'private' ones only
 * by root through GET /api/option/; 'secret' ones are write-only and never leave the server.
 */
export type OptionVisibility = 'public' | 'private' | 'secret';

export type OptionJsonShape = 'object' | 'array' | 'number-map' | 'string-map';

export interface OptionDefinition {
  key: string;
  type: OptionType;
  /** Default as stored text, exactly what a fresh database would hold. */
  default: string;
  section: OptionSection;
  visibility: OptionVisibility;
  /** The GET /api/status field this option feeds. */
  statusField?: string;
  min?: number;
  max?: number;
  jsonShape?: OptionJsonShape;
  /**
   * 'url': when not empty the value must be an http(s) URL. 'image': an http(s) URL, a path on this
   * site ('/logo.png') or a data:image address (a logo, a QR code shown in an <img>). 'link': a link the
   * console opens or frames (a chat link): any scheme but javascript:, data:, vbscript: and file:, which
   * would run in the console's origin (the rule Chats entries follow).
   */
  format?: 'url' | 'image' | 'link';
  /** Allowed values of a 'string' option with a fixed set of choices. */
  choices?: readonly string[];
  /** Kept only so old databases load; no screen edits it and nothing reads it. */
  legacy?: boolean;
}
