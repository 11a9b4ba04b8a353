/** Defaults of the JSON and list options that are more than a literal (new-api's defaults). */

export const defaultGroupRatio = { default: 1, vip: 1, svip: 1 } as const;

export const defaultTopupGroupRatio = { default: 1, vip: 1, svip: 1 } as const;

/** Group descriptions shown to users; new-api ships these Chinese labels as data. */
export const defaultUserUsableGroups = { default: '默认分组', vip: 'vip分组' } as const;

/** Chat client links: `{key}` becomes the user's token and `{address}` the server address. */
export const defaultChats: ReadonlyArray<Record<string, string>> = [
  { NextChat: 'https://app.nextchat.dev/#/?settings={"key":"{key}","url":"{address}"}' },
  { LobeChat: 'https://chat-preview.lobehub.com/?settings={"keyVaults":{"openai":{"apiKey":"{key}","baseURL":"{address}/v1"}}}' },
  {
    'AI as Workspace':
      'https://aiaw.app/set-provider?provider={"type":"openai","settings":{"apiKey":"{key}","baseURL":"{address}/v1","compatibility":"strict"}}',
  },
  { AMA: 'ama://set-api-key?server={address}&key={key}' },
  { OpenCat: 'opencat://team/join?domain={address}&token={key}' },
];

/**
 * Upstream error phrases that auto-disable a channel (new-api's AutomaticDisableKeywords). Stored lower-cased: the
 * relay compares against the lower-cased message, and mixed-case defaults would never match.
 */
export const defaultAutomaticDisableKeywords = [
  'your credit balance is too low',
  'this organization has been disabled.',
  'you exceeded your current quota',
  'permission denied',
  'the security token included in the request is invalid',
  'operation not allowed',
  'your account is not authorized',
].join('\n');

export const defaultGeminiSafetySettings = { default: 'OFF', HARM_CATEGORY_CIVIC_INTEGRITY: 'BLOCK_NONE' } as const;

export const defaultGeminiVersionSettings = { default: 'v1beta', 'gemini-1.0-pro': 'v1' } as const;

/** Models Gemini channels answer through the image endpoint. */
export const defaultGeminiImagineModels = ['gemini-2.0-flash-exp-image-generation', 'gemini-2.0-flash-exp'] as const;

export const defaultClaudeDefaultMaxTokens = { default: 8192 } as const;

export const defaultEmailDomainWhitelist = [
  'gmail.com',
  '163.com',
  '126.com',
  'qq.com',
  'outlook.com',
  'hotmail.com',
  'icloud.com',
  'yahoo.com',
  'foxmail.com',
].join(',');
