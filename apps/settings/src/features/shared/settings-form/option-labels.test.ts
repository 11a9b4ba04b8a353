/**
 * Every message about an option names it by the label its settings field shows,
 * in English and in Chinese, never by its key ("QuotaForNewUser 不能小于 0"). Over every option of
 * the registry: the form's own checks (describeOptionProblem) and the server's refusal of the same
 * value (its English text, translated by the sdk with the settings labeler registered).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crossOptionCheck, formatValidationMessage, optionRegistry, validateOptionValue } from '@gateway/domain';
import type { OptionDefinition, ValidationMessageKey } from '@gateway/domain';
import { i18n } from '@gateway/i18n';
import type { Language } from '@gateway/i18n';
import { registerFieldLabels, translateServerMessage } from '@gateway/sdk';
import { loadRemoteLanguage } from '@gateway/console-testing/render-remote';
import remote from '../../../expose/routes.tsx';
import { NAMESPACE } from '../../../namespace.ts';
import { describeOptionProblem, optionLabel, optionLabelKeys, optionLabeler } from './option-labels.ts';

type Problem = { messageKey: ValidationMessageKey; params?: Record<string, unknown> };

/** Values that break some rule of an option of this kind; the ones its rules accept are skipped. */
function badValues(definition: OptionDefinition): string[] {
  const outside = [definition.min, definition.max]
    .filter((bound): bound is number => bound !== undefined)
    .flatMap((bound) => [String(bound - 1), String(bound + 1)]);
  switch (definition.type) {
    case 'boolean':
      return ['maybe'];
    case 'integer':
      return ['x', '1.5', ...outside];
    case 'number':
      return ['x', ...outside];
    case 'json':
      return ['{', '[]', '{}', '{"a":"x"}', '{"a":1}', '{"a":-1}', '{"a":{"b":1}}', '[1]', '[{"A":"javascript:x"}]', '{"A":"x","B":"y"}'];
    case 'string':
      return ['a\nb', 'ftp://x', 'not-a-choice'];
    case 'list':
      return ['x,x', 'not a domain'];
    case 'text':
      return [];
  }
}

/** Every refusal the registry gives for the option: its own rules, and the server's "only a credential can be cleared". */
function problemsOf(definition: OptionDefinition): Problem[] {
  const problems: Problem[] = [];
  for (const value of badValues(definition)) {
    const own = validateOptionValue(definition.key, value);
    if (!own.ok) problems.push(own.params === undefined ? { messageKey: own.messageKey } : { messageKey: own.messageKey, params: own.params });
  }
  // What PUT /api/option/ answers for `clear: true` on anything but a credential (plan-option-write.ts).
  if (definition.visibility !== 'secret') problems.push({ messageKey: 'validation.option.secretClear', params: { key: definition.key } });
  return problems;
}

/** The message must say the label and, with the label taken out, not the key (a label may equal its key: "Logo"). */
function namesByLabel(message: string, label: string, key: string): boolean {
  return message.includes(label) && !message.split(label).join('').includes(key);
}

const removers: (() => void)[] = [];
afterAll(() => {
  for (const remove of removers.splice(0)) remove();
});

describe('option labels: messages name options as their fields do', () => {
  it('every option of the registry has a label, and every label an option', () => {
    expect(Object.keys(optionLabelKeys).sort()).toEqual(optionRegistry.map((definition) => definition.key).sort());
  });

  it('every option can be refused with a message that names it (so the checks below cover all)', () => {
    expect(optionRegistry.filter((definition) => problemsOf(definition).length === 0).map((definition) => definition.key)).toEqual([]);
  });

  it('a cross-option rule names the options in words, not by key', async () => {
    await loadRemoteLanguage(remote, 'en');
    const refused = crossOptionCheck('GitHubOAuthEnabled', 'true', { GitHubClientId: '' });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(describeOptionProblem(refused, i18n.t)).toBe('Enter the GitHub Client ID before enabling GitHub OAuth');
  });

  describe.each(['en', 'zh'] as const)('in %s', (language: Language) => {
    beforeAll(async () => {
      await loadRemoteLanguage(remote, language);
      removers.push(registerFieldLabels(optionLabeler(i18n.t)));
    });

    it('every label is a translated text, not a key', () => {
      const untranslated = Object.entries(optionLabelKeys).filter(([, labelKey]) => !i18n.exists(`${NAMESPACE}:${labelKey}`));
      expect(untranslated).toEqual([]);
      for (const definition of optionRegistry) expect(optionLabel(definition.key, i18n.t), definition.key).not.toBe(optionLabelKeys[definition.key]);
    });

    it('the form names every option by its label in each of its messages', () => {
      const wrong: string[] = [];
      for (const definition of optionRegistry) {
        const label = optionLabel(definition.key, i18n.t);
        for (const problem of problemsOf(definition)) {
          const message = describeOptionProblem(problem, i18n.t);
          if (!namesByLabel(message, label, definition.key)) wrong.push(`${definition.key}: ${message}`);
        }
      }
      expect(wrong).toEqual([]);
    });

    it('the server’s refusal, as the console shows it, names every option by its label too', () => {
      const wrong: string[] = [];
      for (const definition of optionRegistry) {
        const label = optionLabel(definition.key, i18n.t);
        for (const problem of problemsOf(definition)) {
          const sent = formatValidationMessage(problem.messageKey, problem.params);
          const shown = translateServerMessage(sent, (key, values) => i18n.t(key, values ?? {}));
          if (shown === sent && language === 'zh') wrong.push(`${definition.key}: not translated: ${sent}`);
          else if (!namesByLabel(shown, label, definition.key)) wrong.push(`${definition.key}: ${shown}`);
        }
      }
      expect(wrong).toEqual([]);
    });
  });
});
