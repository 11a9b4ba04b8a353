import { Hono } from 'hono';
import { insertTopUp, type UserRow } from '@gateway/db';
import { computeTopUpCents, epayType, formatMoney, messages, payInput, Role, signEpayParams, topUpAmountInput, topUpGroupRatio } from '@gateway/domain';
import { fail, ok } from '../../http/envelope.ts';
import type { GatewayEnv } from '../../http/gateway-env.ts';
import { parseJsonBody } from '../../http/parse-input.ts';
import { requireRole } from '../../middleware/user-auth/index.ts';
import { epaySettings } from '../../services/epay-settings.ts';
import type { GatewayServices } from '../../services/gateway-services.ts';
import type { OptionStore } from '../../services/option-store.ts';
import { randomAlphanumeric } from '../../services/token-keys.ts';
import { isUniqueViolation } from '../../services/unique-violation.ts';

const TRADE_NO_ATTEMPTS = 3;

type Priced = { ok: true; cents: number } | { ok: false; message: string };

/** Money for `amount` units for this user (Price × TopupGroupRatio), or why it cannot be bought. */
function price(options: OptionStore, user: UserRow, amount: number): Priced {
  if (amount < options.getNumber('MinTopUp')) return { ok: false, message: messages.topUpAmountTooSmall };
  const cents = computeTopUpCents(amount, options.getNumber('Price'), topUpGroupRatio(options.getJson('TopupGroupRatio'), user.group));
  if (cents < 1) return { ok: false, message: messages.topUpMoneyTooLow };
  return { ok: true, cents };
}

function withoutTrailingSlash(url: string): string {
  return url.trim().replace(/\/+$/, '');
}

/**
 * The gateway's public address for Epay's callbacks: the ServerAddress option, never the request's Host
 * header (a client choosing Host would choose where the payment provider sends its notifications). Empty
 * when the administrator has not set it, and payment is then refused.
 */
function serverAddressOf(options: OptionStore): string {
  return withoutTrailingSlash(options.get('ServerAddress'));
}

/**
 * Online top-up through Epay (API-WAL-002/003): a price preview and the signed payment form.
 * The `top_up_code` field is accepted for wire compatibility; like new-api, it changes nothing.
 */
export function walletRoutes(services: GatewayServices) {
  const { platform, options } = services;
  const signedIn = requireRole(platform, Role.Common);

  return new Hono<GatewayEnv>()
    .post('/user/amount', signedIn, async (context) => {
      const input = await parseJsonBody(context, topUpAmountInput);
      if (!input.ok) return input.response;
      if (epaySettings(options) === null) return fail(context, messages.onlineTopUpDisabled, 403);
      if (serverAddressOf(options) === '') return fail(context, messages.paymentNeedsServerAddress, 403);
      const priced = price(options, context.get('user'), input.data.amount);
      if (!priced.ok) return fail(context, priced.message, 400);
      return ok(context, formatMoney(priced.cents));
    })
    .post('/user/pay', signedIn, async (context) => {
      const input = await parseJsonBody(context, payInput);
      if (!input.ok) return input.response;
      const settings = epaySettings(options);
      if (settings === null) return fail(context, messages.onlineTopUpDisabled, 403);
      const serverAddress = serverAddressOf(options);
      if (serverAddress === '') return fail(context, messages.paymentNeedsServerAddress, 403);
      const user = context.get('user');
      const priced = price(options, user, input.data.amount);
      if (!priced.ok) return fail(context, priced.message, 400);

      const callbackAddress = withoutTrailingSlash(options.get('CustomCallbackAddress')) || serverAddress;
      const nowSeconds = services.nowSeconds();
      for (let attempt = 1; ; attempt++) {
        const tradeNo = `USR${user.id}NO${randomAlphanumeric(6)}${nowSeconds}`;
        try {
          await insertTopUp(platform.db, {
            user_id: user.id,
            amount: input.data.amount,
            money: priced.cents / 100,
            trade_no: tradeNo,
            create_time: nowSeconds,
            status: 'pending',
          });
        } catch (error) {
          if (isUniqueViolation(error) && attempt < TRADE_NO_ATTEMPTS) continue;
          throw error;
        }
        // A plain string map, so the typed console client reads this answer as one.
        const params: Record<string, string> = signEpayParams(
          {
            pid: settings.merchantId,
            type: epayType(input.data.payment_method),
            out_trade_no: tradeNo,
            notify_url: `${callbackAddress}/api/user/epay/notify`,
            return_url: `${serverAddress}/topup`,
            name: `TUC${input.data.amount}`,
            money: formatMoney(priced.cents),
          },
          settings.key,
        );
        return ok(context, { url: `${settings.payAddress}/submit.php`, params }, 'success');
      }
    });
}
