import type { FinishReason } from '../spec/stream-part.ts';

/** Anthropic `stop_reason` → OpenAI `finish_reason`. */
export function mapAnthropicFinishReason(stopReason: string | null | undefined): FinishReason {
  switch (stopReason) {
    case 'max_tokens':
    case 'model_context_window_exceeded':
      return 'length';
    case 'tool_use':
      return 'tool_calls';
    case 'refusal':
      return 'content_filter';
    default:
      // end_turn, stop_sequence, pause_turn and anything new all mean the model stopped on its own.
      return 'stop';
  }
}

/** OpenAI `finish_reason` → Anthropic `stop_reason` (for OpenAI channels serving /v1/messages). */
export function mapFinishReasonToAnthropic(finishReason: string | null | undefined): string {
  switch (finishReason) {
    case 'length':
      return 'max_tokens';
    case 'tool_calls':
    case 'function_call':
      return 'tool_use';
    case 'content_filter':
      return 'refusal';
    default:
      return 'end_turn';
  }
}
