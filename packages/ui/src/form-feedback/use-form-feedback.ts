import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyExternal } from '../notify/notification-channel.ts';
import { hasFieldErrors, schemaFieldErrors } from './field-errors.ts';
import type { FieldErrors, SchemaIssue } from './field-errors.ts';

/** A safeParse result of a zod schema, structurally. */
export type SchemaResult = { success: true } | { success: false; error: { issues: readonly SchemaIssue[] } };

export type FormFeedback<F extends string> = {
  errors: FieldErrors<F>;
  /**
   * Shows `found` beside the fields and, when there is any, one summary notice under the form's
   * action key, focusing the first invalid field. Answers whether the form may be sent.
   */
  check: (found: FieldErrors<F>) => boolean;
  /** Error state and helper text for a field; `helperText` is the fallback hint when it is valid. */
  fieldProps: (field: F, helperText?: string) => { error: boolean; helperText: string | undefined };
  /** The messages of a failed schema parse, per form field (`fieldOf`: payload key → field). */
  schemaErrors: (result: SchemaResult, fieldOf: Readonly<Record<string, F>>) => FieldErrors<F>;
  /** Forgets a field's error once it is edited. */
  clear: (field: F) => void;
  /** A ref for an element around the fields, so focus goes to the first invalid one inside it. */
  fieldsRef: (element: HTMLElement | null) => void;
};

/**
 * The one way a console form says why it was not sent (issue 10, ADR 0021): every message beside
 * its field (error state + helper text) and a summary notice keyed by the form's action, so the
 * form's later success or server refusal replaces it.
 */
export function useFormFeedback<F extends string>(actionKey: string): FormFeedback<F> {
  const { t } = useTranslation('common');
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [focusRequest, setFocusRequest] = useState(0);
  const container = useRef<HTMLElement | null>(null);
  const fieldsRef = useCallback((element: HTMLElement | null) => {
    container.current = element;
  }, []);

  useEffect(() => {
    if (focusRequest === 0) return;
    const root: ParentNode = container.current ?? document;
    root.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const check = useCallback(
    (found: FieldErrors<F>) => {
      setErrors(found);
      const messages = Object.values(found).filter((message): message is string => typeof message === 'string');
      if (!hasFieldErrors(found)) {
        notifyExternal.dismiss(actionKey);
        return true;
      }
      // Counted per field, each different message said once (two fields may share one rule's text).
      const details = [...new Set(messages)].join(t('form.separator'));
      notifyExternal.error(t('form.summary', { count: messages.length, details }), { key: actionKey });
      setFocusRequest((request) => request + 1);
      return false;
    },
    [actionKey, t],
  );

  const fieldProps = useCallback((field: F, helperText?: string) => ({ error: errors[field] !== undefined, helperText: errors[field] ?? helperText }), [errors]);

  const schemaErrors = useCallback(
    (result: SchemaResult, fieldOf: Readonly<Record<string, F>>) =>
      result.success ? {} : schemaFieldErrors(result.error.issues, fieldOf, (rule) => t(rule.key, rule.values ?? {})),
    [t],
  );

  const clear = useCallback((field: F) => setErrors((current) => (current[field] === undefined ? current : { ...current, [field]: undefined })), []);

  return { errors, check, fieldProps, schemaErrors, clear, fieldsRef };
}
