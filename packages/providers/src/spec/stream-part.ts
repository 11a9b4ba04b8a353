import type { NormalizedUsage } from './normalized-usage.ts';
import type { ProviderError } from './provider-error.ts';

/** Why generation stopped, in OpenAI's vocabulary (`finish_reason`). */
export type FinishReason = 'stop' | 'length' | 'tool_calls' | 'content_filter' | 'function_call';

/**
 * The vendor-neutral stream vocabulary (noun-verb, like the AI SDK). Vendor stream transformers
 * decode upstream events into parts; encoders turn parts into the client's wire format.
 */
export type StreamPart =
  | { type: 'text-delta'; text: string }
  | { type: 'reasoning-delta'; text: string }
  | {
      type: 'tool-call-delta';
      /** Position of the tool call in the message (OpenAI `tool_calls[].index`). */
      index: number;
      /** Present on the first delta of a call only. */
      id?: string;
      /** Present on the first delta of a call only. */
      name?: string;
      /** A fragment of the JSON arguments string. */
      argumentsDelta: string;
    }
  | { type: 'usage-final'; usage: NormalizedUsage }
  | { type: 'finish'; reason: FinishReason }
  | { type: 'error'; error: ProviderError };
