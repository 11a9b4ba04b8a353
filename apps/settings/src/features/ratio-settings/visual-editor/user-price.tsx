import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { modelPricingFor, quotaPriceSheet, resolveCompletionRatio } from '@gateway/domain';
import { QuotaText } from '@gateway/ui/quota-text';
import { NAMESPACE } from '../../../namespace.ts';
import { numberText } from '../pricing/price-form.ts';
import type { PricePreview } from './use-price-preview.ts';

/**
 * What a user of the chosen group pays for a model, computed by computeCost (quotaPriceSheet):
 * per 1M input and output tokens, or per request; "no price" for a model the relay would refuse.
 */
export function UserPrice({ model, preview }: { model: string; preview: PricePreview }) {
  const { t } = useTranslation(NAMESPACE);
  const pricing = modelPricingFor(model, preview.tables);
  if (pricing === undefined) {
    return (
      <Typography variant="body2" color="warning.main">
        {t('ratioSettings.visual.unpriced')}
      </Typography>
    );
  }
  const sheet = quotaPriceSheet(pricing, preview.groupRatio);
  const amount = (quota: number) => <QuotaText quota={quota} settings={preview.settings} />;
  if (sheet.kind === 'call') {
    return (
      <Box data-user-price={model} sx={{ typography: 'body2' }}>
        {amount(sheet.perCall)} {t('ratioSettings.visual.perRequest')}
      </Box>
    );
  }
  return (
    <Box data-user-price={model} sx={{ typography: 'body2', lineHeight: 1.6 }}>
      <div>
        {t('ratioSettings.visual.input')} {amount(sheet.inputPerMillion)}
      </div>
      <div>
        {t('ratioSettings.visual.output')} {amount(sheet.outputPerMillion)}
      </div>
    </Box>
  );
}

/**
 * Where the completion ratio billed differs from the one typed: the built-in table overrides the
 * option for the models it knows, as new-api hard-codes it, and a model neither lists falls back to its
 * family's ratio. Undefined when what is typed is what is billed.
 */
export function completionNote(model: string, preview: PricePreview, t: TFunction): string | undefined {
  const resolution = resolveCompletionRatio(model, preview.tables.completionRatio);
  if (resolution.ratio === resolution.optionRatio) return undefined;
  const ratio = numberText(resolution.ratio);
  if (resolution.source === 'built-in') return t('ratioSettings.visual.builtInNote', { ratio });
  if (resolution.source === 'fallback' && resolution.ratio !== 1) return t('ratioSettings.visual.familyNote', { ratio });
  return undefined;
}
