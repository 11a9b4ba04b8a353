import type { Context } from 'hono';
import type { RelayCaller } from '../../middleware/token-auth/index.ts';
import { acceptsUnsetModels, type PriceQuote } from '../../services/billing/model-price.ts';
import type { GatewayServices } from '../../services/gateway-services.ts';
import { localError, relayError } from './relay-error.ts';

function allowedModels(limits: string): Set<string> {
  return new Set(
    limits
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name !== ''),
  );
}

/**
 * The model checks every relay operation makes before anything is reserved or sent: the token's model
 * limits (403 model_not_allowed), then a price or ratio for the model in the caller's group (403
 * model_price_not_set). Answers the quote, or the refusal to send.
 */
export function checkModelAccess(
  context: Context,
  services: GatewayServices,
  caller: RelayCaller,
  model: string,
): { quote: PriceQuote } | { refusal: Response } {
  if (caller.token.model_limits_enabled && !allowedModels(caller.token.model_limits).has(model)) {
    return { refusal: relayError(context, 403, localError(`This token has no access to model ${model}`, 'model_not_allowed', 'model')) };
  }
  const acceptUnset = acceptsUnsetModels(caller.user.setting, services.options);
  const quote = services.prices.quote(model, caller.group, acceptUnset);
  if (quote === undefined) {
    return {
      refusal: relayError(
        context,
        403,
        localError(`Model ${model} has no price or ratio set; please contact the administrator`, 'model_price_not_set', 'model'),
      ),
    };
  }
  return { quote };
}
