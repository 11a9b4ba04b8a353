import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LogType } from '@gateway/domain';
import type { LogRow, QuotaDisplaySettings } from '@gateway/domain';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../namespace.ts';
import { billingProcess, formatNumber } from '../logic/billing-process.ts';
import { useLogContentText } from './log-content-text.tsx';
import type { ParsedOther } from '../logic/log-other.ts';

export type LogDetailsProps = { log: LogRow; other: ParsedOther; isAdmin: boolean; settings: QuotaDisplaySettings };

function Row({ label, children }: { label: string; children: string }) {
  return (
    <Box component="div" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '220px 1fr' }, gap: { xs: 0, sm: 2 }, py: 0.5 }}>
      <Typography variant="body2" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography variant="body2" component="dd" sx={{ m: 0, wordBreak: 'break-word' }}>
        {children}
      </Typography>
    </Box>
  );
}

/**
 * An expanded row (LOG-024, LOG-025): the billing process and reasoning effort for everybody; for
 * admins on usage and error records also the recorded ratios and error fields and the whole `other`.
 */
export function LogDetails({ log, other, isAdmin, settings }: LogDetailsProps) {
  const { t } = useTranslation(NAMESPACE);
  const content = useLogContentText(log, other);
  const fields = other.fields;
  const billing = log.type === LogType.Consume ? billingProcess(log, fields, settings, (key, values) => t(key, values ?? {})) : null;
  const number = (value: number | undefined) => (value === undefined ? undefined : formatNumber(value));
  const adminRows: Array<[string, string | undefined]> =
    isAdmin && (log.type === LogType.Consume || log.type === LogType.Error)
      ? [
          [
            'adminInfo',
            fields.admin_info === undefined ? undefined : t('usageLog.details.usedChannels', { channels: fields.admin_info.use_channel.join(' → ') }),
          ],
          ['cacheRatio', number(fields.cache_ratio)],
          ['cacheTokens', number(fields.cache_tokens)],
          ['completionRatio', number(fields.completion_ratio)],
          ['frt', number(fields.frt)],
          ['groupRatio', number(fields.group_ratio)],
          // -1 is the relay's "no per-call price" (billed by ratios): nothing to show.
          ['modelPrice', fields.model_price !== undefined && fields.model_price >= 0 ? number(fields.model_price) : undefined],
          ['modelRatio', number(fields.model_ratio)],
          ['errorCode', fields.error_code],
          ['statusCode', number(fields.status_code)],
          ['errorType', fields.error_type],
        ]
      : [];

  return (
    // The detail row spans a table wider than a phone: keep the text in view while the table scrolls.
    // Only the label: value rows form the <dl>; the billing lines and the raw record are blocks around it.
    <Box sx={{ m: 0, position: 'sticky', left: 16, maxWidth: { xs: 'calc(100vw - 80px)', md: 'none' } }} data-testid={`log-details-${log.id}`}>
      {log.type === LogType.Consume && (
        <Box sx={{ py: 0.5 }}>
          <Typography variant="subtitle2">{t('usageLog.details.billing')}</Typography>
          {billing === null ? (
            <Typography variant="body2" color="text.secondary">
              {t('usageLog.details.noBilling')}
            </Typography>
          ) : (
            <Box data-testid="billing-process">
              {billing.lines.map((line, index) => (
                <Typography key={index} variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {line}
                </Typography>
              ))}
            </Box>
          )}
        </Box>
      )}
      <Box component="dl" sx={{ m: 0 }}>
        {content !== '' && <Row label={t('usageLog.details.content')}>{content}</Row>}
        {fields.reasoning_effort !== undefined && <Row label={t('usageLog.details.reasoningEffort')}>{fields.reasoning_effort}</Row>}
        {adminRows
          .filter((entry): entry is [string, string] => entry[1] !== undefined)
          .map(([key, value]) => (
            <Row key={key} label={t(`usageLog.details.${key}`)}>
              {value}
            </Row>
          ))}
      </Box>
      {isAdmin && (other.json !== null || other.text !== '') && (
        <Box sx={{ py: 0.5 }}>
          <Typography variant="subtitle2">{t('usageLog.details.other')}</Typography>
          <Box component="pre" sx={{ m: 0, p: 1, fontSize: 12, overflowX: 'auto', bgcolor: 'background.paper', borderRadius: 1, maxWidth: '100%' }}>
            {other.json !== null ? JSON.stringify(other.json, null, 2) : other.text}
          </Box>
        </Box>
      )}
    </Box>
  );
}
