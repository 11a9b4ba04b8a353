/**
 * `@gateway/ui/form-feedback`: how every console form says why it was not sent — the message
 * beside each field and one summary notice (ADR 0021). Field rules come from the form's
 * own checks and from @gateway/domain's zod schemas (`schemaErrors`).
 */
export { useFormFeedback } from './use-form-feedback.ts';
export type { CheckOptions, FormFeedback, SchemaResult } from './use-form-feedback.ts';
export { summaryDetails } from './summary-details.ts';
export type { SummaryTexts } from './summary-details.ts';
export { describeIssue, schemaFieldErrors, hasFieldErrors } from './field-errors.ts';
export type { FieldErrors, SchemaIssue, RuleMessage } from './field-errors.ts';
