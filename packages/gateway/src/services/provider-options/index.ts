import type { Operation, ProviderContext, RelayProvider } from '@gateway/providers';
import type { OptionStore } from '../option-store.ts';
import { claudeOptionsOf, resolveClaudeContext } from './claude-options.ts';
import { geminiOptionsOf, resolveGeminiContext } from './gemini-options.ts';

/** What the vendor options read from one relay request. */
export interface ProviderOptionRequest {
  operation: Operation;
  /** The model the client asked for. */
  model: string;
  maxTokens: number | undefined;
  /** Reads a client request header (anthropic-version, anthropic-beta). */
  clientHeader?: (name: string) => string | undefined;
}

/** The Claude and Gemini settings options as the relay applies them to a provider context. */
export interface ProviderOptions {
  /**
   * Fills `context.anthropic` / `context.gemini` for Anthropic / Gemini channels and replaces
   * `context.model` when a thinking-adapter suffix was stripped. Other providers: nothing.
   */
  apply(context: ProviderContext, provider: RelayProvider | undefined, request: ProviderOptionRequest): void;
}

/** Builds the options view over the option store; JSON options are parsed once per change, not per request. */
export function createProviderOptions(options: OptionStore): ProviderOptions {
  const claude = claudeOptionsOf(options);
  const gemini = geminiOptionsOf(options);
  return {
    apply(context, provider, request) {
      if (provider?.id === 'anthropic') {
        const resolved = resolveClaudeContext(claude(), {
          requestedModel: request.model,
          upstreamModel: context.model,
          maxTokens: request.maxTokens,
          clientHeader: request.clientHeader,
        });
        context.model = resolved.model;
        context.anthropic = resolved.anthropic;
      } else if (provider?.id === 'gemini') {
        // The Responses API reaches a Gemini channel through its chat conversion (ADR 0038): the same suffix rules.
        const resolved = resolveGeminiContext(gemini(), {
          upstreamModel: context.model,
          maxTokens: request.maxTokens,
          thinkingAdapter: request.operation === 'chat' || request.operation === 'responses',
        });
        context.model = resolved.model;
        context.gemini = resolved.gemini;
      }
    },
  };
}
