import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QuotaType, type PricingEntry } from '@gateway/domain';
import { baseStatus, noticeTexts, renderPage, signInAs, stubApi } from '../../../testing/render-page.tsx';

const entry = (model_name: string, values: Partial<PricingEntry> = {}): PricingEntry => ({
  model_name,
  quota_type: QuotaType.PerToken,
  model_ratio: 1,
  completion_ratio: 1,
  model_price: 0,
  enable_groups: ['default', 'vip'],
  owner_by: '',
  cache_ratio: 1,
  ...values,
});

const MODELS: PricingEntry[] = [
  entry('claude-3-haiku', { model_ratio: 0.125, completion_ratio: 5, enable_groups: ['vip'] }),
  entry('dall-e-3', { quota_type: QuotaType.PerCall, model_price: 0.04 }),
  entry('gpt-4o-mini', { model_ratio: 0.075, completion_ratio: 4 }),
  entry('gpt-4o', { model_ratio: 1.25, completion_ratio: 4, cache_ratio: 0.5 }),
  entry('mystery', { model_ratio: 37.5, unset: true, enable_groups: ['default'] }),
  entry('internal-only', { enable_groups: ['staff'] }),
];

const VISITOR = { group_ratio: { default: 1, vip: 2 }, usable_group: { default: 'Default group', vip: 'VIP group' }, user_group: 'default' };
const VIP_USER = { group_ratio: { default: 1, vip: 2 }, usable_group: { default: 'Default group', vip: 'VIP group' }, user_group: 'vip' };

let clipboard: ReturnType<typeof vi.fn>;

function stubPricing(
  extra: { group_ratio: Record<string, number>; usable_group: Record<string, string>; user_group: string },
  models: PricingEntry[] = MODELS,
  status: Record<string, unknown> = {},
) {
  return stubApi({ 'GET /api/status': { data: { ...baseStatus, ...status } }, 'GET /api/pricing': { data: models, extra } });
}

function table(): HTMLElement {
  return screen.getByRole('table', { name: 'Model prices' });
}

/** The model names of the rows on screen, in order. */
function modelOrder(): string[] {
  return within(table())
    .getAllByRole('button', { name: /^Copy / })
    .map((button) => button.textContent ?? '');
}

function rowOf(model: string): HTMLElement {
  return within(table())
    .getByRole('button', { name: `Copy ${model}` })
    .closest('tr')!;
}

beforeEach(() => {
  clipboard = vi.fn(async () => {});
  Object.defineProperty(globalThis.navigator, 'clipboard', { value: { writeText: clipboard }, configurable: true });
});

describe('/pricing for a visitor (PP-001, PP-004, PP-005, SH-007)', () => {
  it('PP-001 / PP-004: loads GET /api/pricing and warns that the default group ratio is used; no group switcher', async () => {
    const api = stubPricing(VISITOR);
    await renderPage('/pricing');
    const warning = await screen.findByText(/You are not signed in: prices use the default group's ratio \(1\)/);
    expect(warning.closest('[role="alert"]')?.className).toMatch(/Warning/);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(api.callsTo('GET', '/api/pricing')).toHaveLength(1);
    expect(screen.queryByLabelText('Prices for group')).toBeNull();
  });

  it('SH-007: the page leads back home through its breadcrumb', async () => {
    stubPricing(VISITOR);
    await renderPage('/pricing');
    expect((await screen.findByRole('link', { name: 'Home' })).getAttribute('href')).toBe('/');
  });

  it('PP-005: the formula banner says how a price follows from the ratios', async () => {
    stubPricing(VISITOR);
    await renderPage('/pricing');
    expect(await screen.findByText(/Per 1M tokens: input = model ratio × 2 × group ratio, output = input × completion ratio/)).toBeTruthy();
    expect(screen.getByText("Per call: the model's price × group ratio.")).toBeTruthy();
  });

  it('COM-026 / PP-003: prices per 1M input and output tokens or per call, in dollars, by computeCost', async () => {
    stubPricing(VISITOR);
    await renderPage('/pricing');
    await screen.findByRole('button', { name: 'Copy gpt-4o-mini' });
    expect(rowOf('gpt-4o-mini').textContent).toContain('Input $0.15 / 1M tokens');
    expect(rowOf('gpt-4o-mini').textContent).toContain('Output $0.60 / 1M tokens');
    expect(rowOf('gpt-4o').textContent).toContain('Cached input $1.25 / 1M tokens');
    expect(rowOf('dall-e-3').textContent).toContain('$0.04 / call');
    expect(within(rowOf('dall-e-3')).getByText('Per call')).toBeTruthy();
    expect(within(rowOf('gpt-4o')).getByText('Per token')).toBeTruthy();
    expect(rowOf('mystery').textContent).toContain('No price set');
  });

  it('with currency display off the prices are quota counts (COM-021)', async () => {
    stubPricing(VISITOR, MODELS, { display_in_currency: false });
    await renderPage('/pricing');
    await screen.findByRole('button', { name: 'Copy gpt-4o-mini' });
    await waitFor(() => expect(rowOf('gpt-4o-mini').textContent).toContain('Input 75k / 1M tokens'));
  });

  it('PP-008 / PP-009 / PP-013: the columns, the tick for the viewed group, and the default order', async () => {
    stubPricing(VISITOR);
    await renderPage('/pricing');
    await screen.findByRole('button', { name: 'Copy gpt-4o-mini' });
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers.filter((text) => text !== '')).toEqual(['Available', 'Model', 'Billing', 'Enabled groups', 'Ratio', 'Price']);
    // Usable in default first; per token before per call; gpt* first; then alphabetical.
    expect(modelOrder()).toEqual(['gpt-4o', 'gpt-4o-mini', 'mystery', 'dall-e-3', 'claude-3-haiku', 'internal-only']);
    expect(within(rowOf('gpt-4o')).getByRole('img', { name: 'Available in group default' })).toBeTruthy();
    expect(within(rowOf('claude-3-haiku')).getByRole('img', { name: 'Not available in group default' })).toBeTruthy();
    expect(rowOf('gpt-4o-mini').textContent).toContain('Model: 0.075Completion: 4Group: 1');
  });

  it('PP-010: clicking a model name copies it', async () => {
    stubPricing(VISITOR);
    await renderPage('/pricing');
    fireEvent.click(await screen.findByRole('button', { name: 'Copy gpt-4o-mini' }));
    await waitFor(() => expect(clipboard).toHaveBeenCalledWith('gpt-4o-mini'));
    await waitFor(() => expect(noticeTexts()).toContain('Copied: gpt-4o-mini'));
  });

  it('PP-011: clicking an enabled group tells its ratio; only groups the caller may use are offered', async () => {
    stubPricing(VISITOR);
    await renderPage('/pricing');
    await screen.findByRole('button', { name: 'Copy gpt-4o-mini' });
    expect(within(rowOf('internal-only')).queryByRole('button', { name: /staff/ })).toBeNull();
    fireEvent.click(within(rowOf('gpt-4o-mini')).getByRole('button', { name: 'Show the prices of group vip' }));
    await waitFor(() => expect(noticeTexts()).toContain('Now showing the prices of group vip: ratio 2.'));
    // A visitor keeps the default group's prices.
    expect(rowOf('gpt-4o-mini').textContent).toContain('Input $0.15 / 1M tokens');
  });

  it('PP-012: the help icon opens the ratio explanation with its figure', async () => {
    stubPricing(VISITOR);
    await renderPage('/pricing');
    fireEvent.click(await screen.findByRole('button', { name: 'How prices are computed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Model, completion and group ratios' });
    expect(
      within(dialog).getByRole('img', { name: /Quota of a request = \(input tokens \+ output tokens × completion ratio\) × model ratio × group ratio/ }),
    ).toBeTruthy();
    expect(within(dialog).getByText(/Completion ratio: how much more an output token costs/)).toBeTruthy();
  });
});

describe('/pricing search and selection (PP-006, PP-007)', () => {
  it('PP-006: a case-insensitive, word-by-word search; the URL keeps it', async () => {
    stubPricing(VISITOR);
    const { location } = await renderPage('/pricing');
    await screen.findByRole('button', { name: 'Copy gpt-4o-mini' });
    fireEvent.change(screen.getByLabelText('Search models'), { target: { value: 'MINI 4O' } });
    await waitFor(() => expect(modelOrder()).toEqual(['gpt-4o-mini']));
    expect(location.history.at(-1)).toBe('/pricing?q=MINI+4O');
    fireEvent.change(screen.getByLabelText('Search models'), { target: { value: 'nothing-like-this' } });
    expect(await screen.findByText('No model matches “nothing-like-this”')).toBeTruthy();
  });

  it('PP-006: while an input method composes, the half-typed text does not filter; the committed text does', async () => {
    stubPricing(VISITOR);
    await renderPage('/pricing');
    await screen.findByRole('button', { name: 'Copy gpt-4o-mini' });
    const input = screen.getByLabelText('Search models');
    fireEvent.compositionStart(input);
    fireEvent.change(input, { target: { value: 'claude-3' } });
    expect(modelOrder()).toHaveLength(6);
    fireEvent.compositionEnd(input, { data: 'claude-3' });
    await waitFor(() => expect(modelOrder()).toEqual(['claude-3-haiku']));
  });

  it('PP-007: the selected rows are copied as one comma-separated list', async () => {
    stubPricing(VISITOR);
    await renderPage('/pricing');
    await screen.findByRole('button', { name: 'Copy gpt-4o-mini' });
    const copySelected = screen.getByRole('button', { name: 'Copy selected models (0)' });
    expect(copySelected.hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(rowOf('gpt-4o')).getByRole('checkbox'));
    fireEvent.click(within(rowOf('dall-e-3')).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Copy selected models (2)' }));
    await waitFor(() => expect(clipboard).toHaveBeenCalledWith('gpt-4o,dall-e-3'));
  });
});

describe('/pricing for a signed-in user (PP-004, group switcher)', () => {
  it("PP-004: shows the user's group and ratio; prices are theirs; the switcher recomputes them for another group", async () => {
    signInAs('vip');
    stubPricing(VIP_USER);
    const { location } = await renderPage('/pricing');
    expect(await screen.findByText('Your group is vip: its prices are the base prices × 2.')).toBeTruthy();
    await screen.findByRole('button', { name: 'Copy gpt-4o-mini' });
    expect(rowOf('gpt-4o-mini').textContent).toContain('Input $0.30 / 1M tokens');
    expect(rowOf('dall-e-3').textContent).toContain('$0.08 / call');
    expect(modelOrder()[0]).toBe('gpt-4o');
    expect(within(rowOf('claude-3-haiku')).getByRole('img', { name: 'Available in group vip' })).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Prices for group' }));
    fireEvent.click(await screen.findByRole('option', { name: 'default · Default group · ×1' }));
    await waitFor(() => expect(rowOf('gpt-4o-mini').textContent).toContain('Input $0.15 / 1M tokens'));
    expect(location.history.at(-1)).toBe('/pricing?group=default');
    expect(within(rowOf('claude-3-haiku')).getByRole('img', { name: 'Not available in group default' })).toBeTruthy();
    expect(rowOf('gpt-4o-mini').textContent).toContain('Group: 1');
    // The banner names the viewed group and keeps the user's own apart.
    expect(screen.getByText('You are viewing the prices of group default (base prices × 1); your own group is vip (× 2).')).toBeTruthy();
    expect(screen.queryByText(/^Your group is/)).toBeNull();
  });

  it("PP-004: the built-in groups' stored Chinese descriptions show in the reader's language; an operator's own stays as written", async () => {
    signInAs('vip');
    stubPricing({ ...VIP_USER, usable_group: { default: '默认分组', vip: 'vip分组', team: '团队' } });
    await renderPage('/pricing');
    await screen.findByRole('button', { name: 'Copy gpt-4o-mini' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Prices for group' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['vip · VIP group · ×2', 'default · Default group · ×1', 'team · 团队 · ×1']);
  });

  it("PP-011: clicking a group chip views that group's prices and says its ratio", async () => {
    signInAs('vip');
    stubPricing(VIP_USER);
    await renderPage('/pricing');
    await screen.findByRole('button', { name: 'Copy gpt-4o-mini' });
    fireEvent.click(within(rowOf('gpt-4o-mini')).getByRole('button', { name: 'Show the prices of group default' }));
    await waitFor(() => expect(noticeTexts()).toContain('Now showing the prices of group default: ratio 1.'));
    await waitFor(() => expect(rowOf('gpt-4o-mini').textContent).toContain('Output $0.60 / 1M tokens'));
  });

  it('a group in the URL the user may not use falls back to their own', async () => {
    signInAs('vip');
    stubPricing(VIP_USER);
    await renderPage('/pricing?group=staff');
    await screen.findByRole('button', { name: 'Copy gpt-4o-mini' });
    expect(rowOf('gpt-4o-mini').textContent).toContain('Input $0.30 / 1M tokens');
  });
});

describe('/pricing with many models', () => {
  it('≥ 500 models: one page of rows is rendered at a time, the footer counts them all', async () => {
    const many = Array.from({ length: 640 }, (_, index) => entry(`model-${String(index).padStart(3, '0')}`));
    stubPricing(VISITOR, many);
    const { location } = await renderPage('/pricing?size=50');
    await screen.findByRole('button', { name: 'Copy model-000' });
    expect(modelOrder()).toHaveLength(50);
    expect(screen.getByText(/Total 640/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(modelOrder()[0]).toBe('model-050'));
    expect(location.history.at(-1)).toBe('/pricing?p=1&size=50');
  });

  it('without any priced model the table says why', async () => {
    stubPricing(VISITOR, []);
    await renderPage('/pricing');
    expect(await screen.findByText('No model is priced yet')).toBeTruthy();
  });
});

describe('/pricing in Chinese (COM-033)', () => {
  it('every text of the page in zh', async () => {
    signInAs('vip');
    stubPricing(VIP_USER);
    await renderPage('/pricing', 'zh');
    expect(await screen.findByRole('heading', { level: 1, name: '模型价格' })).toBeTruthy();
    expect(await screen.findByText('你的分组是 vip：价格为基础价格 × 2。')).toBeTruthy();
    await screen.findByRole('button', { name: '复制 gpt-4o-mini' });
    const row = screen.getByRole('button', { name: '复制 gpt-4o-mini' }).closest('tr')!;
    expect(row.textContent).toContain('输入 $0.30 / 1M Token');
    expect(within(row).getByText('按量计费')).toBeTruthy();
    expect(screen.getByRole('button', { name: '复制所选模型（0）' })).toBeTruthy();
  });
});
