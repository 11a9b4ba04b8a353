import type { FinishReason } from '../spec/stream-part.ts';

/** Gemini `finishReason` → OpenAI `finish_reason`; a candidate that called a function finished with tool_calls. */
export function mapGeminiFinishReason(finishReason: string | undefined, calledTool: boolean): FinishReason {
  if (calledTool) return 'tool_calls';
  switch (finishReason) {
    case 'MAX_TOKENS':
      return 'length';
    case 'SAFETY':
    case 'RECITATION':
    case 'BLOCKLIST':
    case 'PROHIBITED_CONTENT':
    case 'SPII':
    case 'IMAGE_SAFETY':
      return 'content_filter';
    default:
      return 'stop';
  }
}
