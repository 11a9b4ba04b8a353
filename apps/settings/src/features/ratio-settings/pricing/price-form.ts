import { isPricingModelName } from '@gateway/domain';
import { parseCellNumber } from './parse-cell-number.ts';
import type { PricingRow } from './pricing-maps.ts';

/**
 * The add/edit form of one model's price (SET-031…039). Per token or per request (SET-033); per
 * token set by ratio or by price, where the input price per 1M tokens is ratio × 2 and the
 * completion ratio is output price ÷ input price (SET-032). All fields are text as typed.
 */
export type PricingMode = 'per-token' | 'per-request';
export type TokenMode = 'ratio' | 'price';

export type PriceForm = {
  name: string;
  mode: PricingMode;
  tokenMode: TokenMode;
  price: string;
  ratio: string;
  completionRatio: string;
  inputPrice: string;
  outputPrice: string;
};

export type PriceFormField = keyof Omit<PriceForm, 'mode' | 'tokenMode'>;

/** Message keys under ratioSettings.form.errors. */
export type PriceFormError = 'nameRequired' | 'nameInvalid' | 'nameExists' | 'notANumber' | 'negative' | 'priceZero' | 'ratioRequired';
export type PriceFormErrors = Partial<Record<PriceFormField, PriceFormError>>;

/** Number → text for an input: float noise trimmed (0.1 × 3 shows 0.3), never exponent-free padding. */
export function numberText(value: number | undefined): string {
  if (value === undefined || !Number.isFinite(value)) return '';
  return String(Math.round(value * 1e12) / 1e12);
}

const INPUT_PRICE_PER_RATIO = 2;

export function emptyPriceForm(): PriceForm {
  return { name: '', mode: 'per-token', tokenMode: 'ratio', price: '', ratio: '', completionRatio: '', inputPrice: '', outputPrice: '' };
}

/** The form of an existing row: per request when it has a fixed price, else per token by ratio (prices filled in too). */
export function priceFormOf(row: PricingRow): PriceForm {
  const form: PriceForm = {
    ...emptyPriceForm(),
    name: row.name,
    price: numberText(row.price),
    ratio: numberText(row.ratio),
    completionRatio: numberText(row.completionRatio),
  };
  if (row.price !== undefined) form.mode = 'per-request';
  return withPricesFromRatios(form);
}

function withPricesFromRatios(form: PriceForm): PriceForm {
  const ratio = parseCellNumber(form.ratio);
  const completion = parseCellNumber(form.completionRatio);
  if (ratio.kind !== 'number') return { ...form, inputPrice: '', outputPrice: '' };
  const input = ratio.value * INPUT_PRICE_PER_RATIO;
  return { ...form, inputPrice: numberText(input), outputPrice: completion.kind === 'number' ? numberText(input * completion.value) : '' };
}

function withRatiosFromPrices(form: PriceForm): PriceForm {
  const input = parseCellNumber(form.inputPrice);
  const output = parseCellNumber(form.outputPrice);
  if (input.kind !== 'number') return { ...form, ratio: '', completionRatio: '' };
  const completionRatio = output.kind === 'number' && input.value > 0 ? numberText(output.value / input.value) : '';
  return { ...form, ratio: numberText(input.value / INPUT_PRICE_PER_RATIO), completionRatio };
}

/** SET-033: switching between "by ratio" and "by price" converts what was typed into the other pair. */
export function switchTokenMode(form: PriceForm, tokenMode: TokenMode): PriceForm {
  if (form.tokenMode === tokenMode) return form;
  const converted = tokenMode === 'price' ? withPricesFromRatios(form) : withRatiosFromPrices(form);
  return { ...converted, tokenMode };
}

function checkNumber(text: string, required: PriceFormError | undefined, zeroRefused: boolean): PriceFormError | undefined {
  const parsed = parseCellNumber(text);
  if (parsed.kind === 'empty') return required;
  if (parsed.kind === 'invalid') return 'notANumber';
  if (parsed.value < 0) return 'negative';
  if (zeroRefused && parsed.value === 0) return 'priceZero';
  return undefined;
}

function nameError(form: PriceForm, existingNames: ReadonlySet<string> | undefined): PriceFormError | undefined {
  if (existingNames === undefined) return undefined;
  if (form.name.trim() === '') return 'nameRequired';
  if (!isPricingModelName(form.name)) return 'nameInvalid';
  return existingNames.has(form.name) ? 'nameExists' : undefined;
}

/**
 * The form's problems (SET-036…039). `existingNames` is given only when adding: a new name must be
 * valid and unused (SET-038); when editing the name is read-only (SET-039) and not checked. A fixed
 * price and an input price must be above 0 (SET-037); a ratio may be 0 (a free model).
 */
export function checkPriceForm(form: PriceForm, existingNames?: ReadonlySet<string>): PriceFormErrors {
  const errors: PriceFormErrors = {};
  const set = (field: PriceFormField, error: PriceFormError | undefined) => {
    if (error !== undefined) errors[field] = error;
  };
  set('name', nameError(form, existingNames));
  if (form.mode === 'per-request') {
    set('price', checkNumber(form.price, 'priceZero', true));
  } else if (form.tokenMode === 'ratio') {
    set('ratio', checkNumber(form.ratio, 'ratioRequired', false));
    set('completionRatio', checkNumber(form.completionRatio, undefined, false));
  } else {
    set('inputPrice', checkNumber(form.inputPrice, 'priceZero', true));
    set('outputPrice', checkNumber(form.outputPrice, undefined, false));
  }
  return errors;
}

/** The row a valid form describes: per request a price only, per token the ratios only (SET-034). */
export function rowOfPriceForm(form: PriceForm): PricingRow {
  const value = (text: string) => {
    const parsed = parseCellNumber(text);
    return parsed.kind === 'number' ? parsed.value : undefined;
  };
  if (form.mode === 'per-request') return { name: form.name, price: value(form.price) };
  const byRatio = form.tokenMode === 'ratio' ? form : withRatiosFromPrices(form);
  const row: PricingRow = { name: form.name, ratio: value(byRatio.ratio) };
  const completionRatio = value(byRatio.completionRatio);
  if (completionRatio !== undefined) row.completionRatio = completionRatio;
  return row;
}
