/** Schemes that run code (javascript:, vbscript:), bring a document of their own (data:) or read local files (file:). */
const UNSAFE_SCHEME = /^(?:javascript|data|vbscript|file):/i;

/**
 * Whether a link the console opens or frames (a chat link) starts with an unsafe scheme, which would run
 * in the console's origin. Read the way browsers read a URL: spaces and control characters before it are
 * dropped and tabs and line breaks inside it ignored, so " java\tscript:" is caught too. One rule for every
 * option holding such a link (Chats, ChatLink, ChatLink2).
 */
export function isUnsafeLink(link: string): boolean {
  return UNSAFE_SCHEME.test(link.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+/, ''));
}
