/**
 * Renders one prerendered page variant with the shell's Node build: finds which status texts can
 * be slots (printed verbatim, see src/prerender/prerender-slots.ts), then renders the template
 * with tokens in the slots and the fresh-install values everywhere else.
 */
import type { StatusPayload } from '@gateway/domain';
import type { PrerenderState, PrerenderedPath, PrerenderLanguage, PrerenderTheme } from '../src/prerender/prerender-contract.ts';
import { emptyTextOf, escapeHtml, SLOT_CANDIDATES, SLOT_PROBE, slotToken, type SlotRule } from '../src/prerender/prerender-slots.ts';
import type { RenderOutput, RenderInput } from '../src/prerender/render-page.tsx';

export type RenderModule = {
  renderPage: (input: RenderInput) => Promise<RenderOutput>;
  defaultStatus: (path: PrerenderedPath) => StatusPayload;
  isNewYearDay: (now: Date) => boolean;
};

type Target = { path: PrerenderedPath; language: PrerenderLanguage; theme: PrerenderTheme };

export type RenderedVariant = {
  document: { state: PrerenderState; body: string; styles: string; title: string };
  slots: Record<string, SlotRule>;
};

/** What a slot must reproduce: everything the visitor sees that text can change. */
function visibleText(output: RenderOutput): string {
  return `${escapeHtml(output.title)}\n${output.body}`;
}

function withFields(status: StatusPayload, values: Record<string, string>): StatusPayload {
  return { ...status, ...values } as StatusPayload;
}

async function provenSlots(module: RenderModule, target: Target, base: StatusPayload): Promise<Record<string, SlotRule>> {
  const tokens = Object.fromEntries(SLOT_CANDIDATES.map((field) => [field, slotToken(field)]));
  const render = (values: Record<string, string>) => module.renderPage({ ...target, status: withFields(base, { ...tokens, ...values }) });
  const first = await render({});
  const slots: Record<string, SlotRule> = {};
  for (const field of SLOT_CANDIDATES) {
    if (!first.reads.includes(field)) continue;
    const token = tokens[field]!;
    const probe = await render({ [field]: SLOT_PROBE });
    if (visibleText(probe) !== visibleText(first).split(token).join(escapeHtml(SLOT_PROBE))) continue;
    const empty = await render({ [field]: '' });
    slots[field] = { token, empty: emptyTextOf(visibleText(first), visibleText(empty), token) };
  }
  return slots;
}

export async function renderVariant(module: RenderModule, target: Target, now: Date): Promise<RenderedVariant> {
  const base = module.defaultStatus(target.path);
  const slots = await provenSlots(module, target, base);
  const tokens = Object.fromEntries(Object.entries(slots).map(([field, rule]) => [field, rule.token]));
  const output = await module.renderPage({ ...target, status: withFields(base, tokens) });
  const record = base as unknown as Record<string, unknown>;
  const fields = Object.fromEntries(
    output.reads
      .filter((field) => !(field in slots))
      .sort()
      .map((field) => [field, record[field] ?? null]),
  );
  const state: PrerenderState = { ...target, year: now.getFullYear(), newYearDay: module.isNewYearDay(now), fields, slots: Object.keys(slots) };
  return { document: { state, body: output.body, styles: output.styles, title: output.title }, slots };
}
