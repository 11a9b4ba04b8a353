import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyExternal } from '../notify/notification-channel.ts';
import { hasFieldErrors, schemaFieldErrors } from './field-errors.ts';
import type { FieldErrors, SchemaIssue } from './field-errors.ts';
import { summaryDetails } from './summary-details.ts';

/** A safeParse result of a zod schema, structurally. */
export type SchemaResult = { success: true } | { success: false; error: { issues: readonly SchemaIssue[] } };

export type CheckOptions<F extends string> = {
  /**
   * The fields' labels as the form shows them: the summary then names each field ("Username and
   * password cannot be empty; Display name: Enter at most 20 characters"), not only its rule.
   */
  labels?: Partial<Record<F, string>>;
};

export type FormFeedback<F extends string> = {
  errors: FieldErrors<F>;
  /**
   * Shows `found` beside the fields and, when there is any, one summary notice under the form's
   * action key, focusing the first invalid field. Answers whether the form may be sent.
   */
  check: (found: FieldErrors<F>, options?: CheckOptions<F>) => boolean;
  /** Error state and helper text for a field; `helperText` is the fallback hint when it is valid. */
  fieldProps: (field: F, helperText?: string) => { error: boolean; helperText: string | undefined };
  /** The messages of a failed schema parse, per form field (`fieldOf`: payload key → field). */
  schemaErrors: (result: SchemaResult, fieldOf: Readonly<Record<string, F>>) => FieldErrors<F>;
  /** Forgets a field's error once it is edited. */
  clear: (field: F) => void;
  /**
   * A ref for an element around the fields, so focus goes to the first invalid one inside it.
   * When that element leaves the screen (the drawer, dialog, tab or page closed), the form's error
   * notice goes with it: it would speak of fields nobody sees.
   */
  fieldsRef: (element: HTMLElement | null) => void;
};

/**
 * The one way a console form says why it was not sent (ADR 0021): every message beside
 * its field (error state + helper text) and a summary notice keyed by the form's action, so the
 * form's later success or server refusal replaces it, and closing the form takes it away.
 */
export function useFormFeedback<F extends string>(actionKey: string): FormFeedback<F> {
  const { t, i18n } = useTranslation('common');
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [focusRequest, setFocusRequest] = useState(0);
  const container = useRef<HTMLElement | null>(null);
  // Kept in a ref: a new ref callback would make React detach and attach it, which reads as closing.
  const action = useRef(actionKey);
  action.current = actionKey;
  const fieldsRef = useCallback((element: HTMLElement | null) => {
    if (element === null && container.current !== null) notifyExternal.dismiss(action.current, { onlyErrors: true });
    container.current = element;
  }, []);

  useEffect(() => {
    if (focusRequest === 0) return;
    const root: ParentNode = container.current ?? document;
    root.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const check = useCallback(
    (found: FieldErrors<F>, options: CheckOptions<F> = {}) => {
      setErrors(found);
      if (!hasFieldErrors(found)) {
        notifyExternal.dismiss(actionKey);
        return true;
      }
      const { count, details } = summaryDetails(found, options.labels ?? {}, {
        required: t('form.rules.required'),
        separator: t('form.separator'),
        requiredFields: (fields) => t('form.requiredFields', { fields: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(fields) }),
        fieldMessage: (label, message) => t('form.fieldMessage', { label, message }),
      });
      notifyExternal.error(t('form.summary', { count, details }), { key: actionKey });
      setFocusRequest((request) => request + 1);
      return false;
    },
    [actionKey, t, i18n],
  );

  const fieldProps = useCallback(
    (field: F, helperText?: string) => ({ error: errors[field] !== undefined, helperText: errors[field] ?? helperText }),
    [errors],
  );

  const schemaErrors = useCallback(
    (result: SchemaResult, fieldOf: Readonly<Record<string, F>>) =>
      result.success ? {} : schemaFieldErrors(result.error.issues, fieldOf, (rule) => t(rule.key, rule.values ?? {})),
    [t],
  );

  const clear = useCallback((field: F) => setErrors((current) => (current[field] === undefined ? current : { ...current, [field]: undefined })), []);

  return { errors, check, fieldProps, schemaErrors, clear, fieldsRef };
}
