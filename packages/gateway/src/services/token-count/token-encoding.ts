/**
 * The tokenizer behind usage estimates: gpt-tokenizer's per-encoding entry points, imported on first
 * use only (each encoding's rank table is about 1 MB of JavaScript: neither the server's start nor
 * the Workers bundle's start should pay for it while upstreams report usage, the normal case).
 */

export type EncodingName = 'o200k_base' | 'cl100k_base';

/** Counts the tokens of a text (special-token markers in user text count as ordinary text). */
export type CountTokens = (text: string) => number;

/** Families tokenized with o200k_base: gpt-4o, gpt-4.1 and later, gpt-5, the o-series, gpt-oss, omni/image/realtime models. */
const O200K_FAMILIES = /^(?:chatgpt-4o|gpt-4o|gpt-4\.[1-9]|gpt-[5-9]|gpt-oss|gpt-image|gpt-realtime|gpt-audio|o[1-9](?:$|-)|omni-)/;

/** The encoding a model is counted with; models of other vendors are counted with cl100k_base (an estimate either way). */
export function encodingFor(model: string): EncodingName {
  // "openai/gpt-4o" (OpenRouter-style names) counts like "gpt-4o".
  const name = model.slice(model.lastIndexOf('/') + 1).toLowerCase();
  return O200K_FAMILIES.test(name) ? 'o200k_base' : 'cl100k_base';
}

const NO_SPECIAL_TOKENS = { disallowedSpecial: new Set<string>() };

const loaded = new Map<EncodingName, Promise<CountTokens>>();
let counterRequests = 0;

/**
 * How many times a counter has been asked for in this process: the path where the upstream reports
 * usage must never ask (tests compare it before and after a request).
 */
export function tokenCounterRequests(): number {
  return counterRequests;
}

/** The counter of an encoding, importing its tables on the first call (one import per process, shared by all callers). */
export function loadTokenCounter(encoding: EncodingName): Promise<CountTokens> {
  counterRequests += 1;
  let counter = loaded.get(encoding);
  if (counter === undefined) {
    const module = encoding === 'o200k_base' ? import('gpt-tokenizer/encoding/o200k_base') : import('gpt-tokenizer/encoding/cl100k_base');
    counter = module.then(
      ({ countTokens }) =>
        (text: string) =>
          text === '' ? 0 : countTokens(text, NO_SPECIAL_TOKENS),
    );
    // A failed import is retried by the next caller instead of being cached.
    counter.catch(() => loaded.delete(encoding));
    loaded.set(encoding, counter);
  }
  return counter;
}
