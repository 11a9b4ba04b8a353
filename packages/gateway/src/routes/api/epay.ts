import { Hono } from 'hono';
import { findTopUpByTradeNo } from '@gateway/db';
import { verifyEpaySignature } from '@gateway/domain';
import type { GatewayEnv } from '../../http/gateway-env.ts';
import { epaySettings } from '../../services/epay-settings.ts';
import type { GatewayServices } from '../../services/gateway-services.ts';
import { describeQuota } from '../../services/quota-text.ts';
import { completeTopUp } from '../../services/topup-orders.ts';

/**
 * GET /api/user/epay/notify: Epay's server-to-server payment notification.
 * Public — no session, no New-Api-User header; the MD5 signature with the merchant key is the
 * authentication. Answers plain 'success' (Epay stops retrying) or 'fail'. A forged, foreign or
 * mismatching notification credits nothing; a genuine one credits its order once, however often
 * it is delivered.
 */
export function epayRoutes(services: GatewayServices) {
  const { platform, options } = services;

  return new Hono<GatewayEnv>().get('/user/epay/notify', async (context) => {
    const settings = epaySettings(options);
    if (settings === null) return context.text('fail');
    const params = context.req.query();
    if (!verifyEpaySignature(params, settings.key)) return context.text('fail');
    if (params['pid'] !== undefined && params['pid'] !== settings.merchantId) return context.text('fail');
    // Any other status (e.g. waiting) is acknowledged and changes nothing.
    if (params['trade_status'] !== 'TRADE_SUCCESS') return context.text('success');

    const order = await findTopUpByTradeNo(platform.db, params['out_trade_no'] ?? '');
    if (order === undefined) return context.text('fail');
    // The signed amount must be the order's, so a signature for a cheaper order cannot pay this one.
    if (params['money'] !== undefined && Math.round(Number(params['money']) * 100) !== Math.round(order.money * 100)) return context.text('fail');

    try {
      await completeTopUp(platform.db, order, {
        nowSeconds: services.nowSeconds(),
        quotaPerUnit: options.getNumber('QuotaPerUnit'),
        describeQuota: (quota) => describeQuota(quota, options),
      });
    } catch (error) {
      // Nothing was written (the transaction rolled back); 'fail' makes Epay deliver it again later.
      platform.logger.error('epay notify: crediting the order failed', {
        tradeNo: order.trade_no,
        error: error instanceof Error ? error.message : String(error),
      });
      return context.text('fail');
    }
    // The balance rose: arm the quota warning again for the next dip.
    platform.waitUntil(services.quotaWarnings.observe([order.user_id]));
    return context.text('success');
  });
}
