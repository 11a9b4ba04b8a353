/**
 * The `other` field of a log row (LOG-018, LOG-019), read leniently: the reader lives in
 * `@gateway/domain` beside the cost receipt that reads the same fields.
 */
export { parseLogOther } from '@gateway/domain';
export type { LogOther, ParsedOther } from '@gateway/domain';
