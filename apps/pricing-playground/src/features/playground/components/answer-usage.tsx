import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { QuotaDisplaySettings } from '@gateway/domain';
import { QuotaText } from '@gateway/ui/quota-text';
import { NAMESPACE } from '../../../namespace.ts';
import type { AnswerUsage as Usage } from '../conversation/chat-message.ts';

export type AnswerUsageProps = {
  usage: Usage;
  /** The answer's cost in quota (computeCost), when the model's pricing is known. */
  cost: number | undefined;
  quotaSettings: QuotaDisplaySettings;
};

/** The line under an answer: its tokens from the usage chunk and, when priced, what it cost. */
export function AnswerUsage({ usage, cost, quotaSettings }: AnswerUsageProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Typography variant="caption" color="text.secondary" component="p" aria-label={t('playground.usage.label')} data-testid="answer-usage" sx={{ mt: 0.5 }}>
      {t('playground.usage.tokens', { prompt: usage.promptTokens, completion: usage.completionTokens })}
      {cost !== undefined && (
        <>
          {' · '}
          {t('playground.usage.cost')} <QuotaText quota={cost} settings={quotaSettings} />
        </>
      )}
    </Typography>
  );
}
