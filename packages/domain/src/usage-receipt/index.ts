export { parseLogOther } from './log-other.ts';
export type { LogOther, ParsedOther, TokenSource } from './log-other.ts';
export { buildCostReceipt } from './cost-receipt.ts';
export type { CostReceipt, ReceiptKind, ReceiptRow, ReceiptSettlement, ReceiptSource, ReceiptTerm, ReceiptTool } from './receipt-types.ts';
