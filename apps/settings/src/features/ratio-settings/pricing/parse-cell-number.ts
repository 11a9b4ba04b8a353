export type CellNumber = { kind: 'empty' } | { kind: 'invalid' } | { kind: 'number'; value: number };

/** Plain decimal text as typed: "1", "0.5", ".5", "2." — no exponents, hex, spaces inside or "Infinity". */
const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)$/;

/** A price or ratio typed into a cell or a field (SET-036: anything but a number is "please enter a number"). */
export function parseCellNumber(text: string): CellNumber {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  if (!DECIMAL.test(trimmed)) return { kind: 'invalid' };
  const value = Number(trimmed);
  return Number.isFinite(value) ? { kind: 'number', value } : { kind: 'invalid' };
}
