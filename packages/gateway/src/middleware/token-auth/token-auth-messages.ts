/**
 * Relay authentication refusals. API clients, not the console, read these, so
 * they are English only and not part of the console's translated `messages`.
 */
export const tokenAuthMessages = {
  noToken: 'No token provided',
  invalidToken: 'Invalid token',
  expired: 'The token has expired',
  exhausted: (masked: string) => `The token quota is exhausted [${masked}]`,
  unavailable: 'The token status is unavailable',
  userBanned: 'The user is banned',
  ipNotAllowed: "Your IP is not in the token's allow list",
  channelNotAllowed: 'Ordinary users cannot specify a channel',
  invalidChannel: 'The channel id in the key is invalid',
  groupDisabled: (group: string) => `Token group ${group} has been disabled`,
  groupDeprecated: (group: string) => `Group ${group} is deprecated`,
} as const;
