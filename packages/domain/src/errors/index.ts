export { ErrorCode, errorCodeHttpStatus } from './error-code.ts';
export type { ErrorCodeValue } from './error-code.ts';
export { messages } from './messages.ts';
export type { MessageKey } from './messages.ts';
export { validationMessages, formatValidationMessage } from './validation-result.ts';
export type { ValidationResult, ValidationMessageKey } from './validation-result.ts';
