/**
 * Whether the browser may hydrate a prerendered document: React must render exactly the markup
 * the build made, so every input of that render has to be the same here. Pure, so each rule is a
 * unit test; first-render.ts gathers the facts.
 */
import { DISCARDED, type PrerenderState } from './prerender-contract.ts';

export type BrowserFacts = {
  /** <html data-prerender>: the path, or "discard" when the head script rejected the document. */
  marker: string | null;
  pathname: string;
  search: string;
  language: string;
  theme: string;
  signedIn: boolean;
  status: Record<string, unknown> | undefined;
  now: Date;
  isNewYearDay: (now: Date) => boolean;
};

/** Status values compare as JSON; an absent field reads as null, as the build recorded it. */
function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/** The first rule the document breaks, or undefined when it can be hydrated. */
export function hydrationBlocker(state: PrerenderState, facts: BrowserFacts): string | undefined {
  if (facts.marker === DISCARDED) return 'discarded by the head script';
  if (facts.marker !== state.path || facts.pathname !== state.path) return 'rendered for another path';
  if (facts.search !== '') return 'the address has a query';
  if (facts.signedIn) return 'a user is signed in';
  if (facts.language !== state.language) return 'rendered in another language';
  if (facts.theme !== state.theme) return 'rendered in another theme';
  if (facts.now.getFullYear() !== state.year || facts.isNewYearDay(facts.now) !== state.newYearDay) return 'rendered in another year';
  if (facts.status === undefined) return 'no status';
  const changed = Object.keys(state.fields).find((field) => !sameValue(facts.status![field], state.fields[field]));
  return changed === undefined ? undefined : `status field ${changed} differs`;
}
