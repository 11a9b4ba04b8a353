import { Hono, type Context } from 'hono';
import { resetQuotaWarning, updateUser, writeAtomically } from '@gateway/db';
import { formatValidationMessage, messages, Role, userSettingSchema, type UserSetting } from '@gateway/domain';
import { fail, ok } from '../../http/envelope.ts';
import type { GatewayEnv } from '../../http/gateway-env.ts';
import { parseJsonBody } from '../../http/parse-input.ts';
import { requireRole } from '../../middleware/user-auth/index.ts';
import { checkHostWithoutDns, isEgressRefused } from '../../services/egress/index.ts';
import type { GatewayServices } from '../../services/gateway-services.ts';
import { deliverNotification } from '../../services/notify/deliver-notification.ts';
import { notifyTargetOf, type Notification } from '../../services/notify/notification.ts';
import { DeliveryError } from '../../services/notify/webhook-delivery.ts';
import { takeMailAllowance } from '../../services/verification/mail-allowance.ts';
import { mailFailure } from './mail-failure.ts';

/** A webhook on a literal private, loopback or metadata address is refused when saved, not only at use. */
function webhookRefusal(setting: UserSetting): string | undefined {
  if (setting.notify_type !== 'webhook') return undefined;
  try {
    checkHostWithoutDns(new URL(setting.webhook_url).hostname.replace(/^\[|\]$/g, ''), 'user-influenced');
    return undefined;
  } catch (error) {
    if (isEgressRefused(error)) return messages.webhookAddressNotAllowed;
    throw error;
  }
}

function testNotification(systemName: string, nowSeconds: number): Notification {
  return {
    type: 'test',
    title: ['Test notification', '测试通知'],
    content: [
      `This is a test notification from ${systemName}: quota warnings will reach you here.`,
      `这是来自 ${systemName} 的测试通知：额度预警将发送到这里。`,
    ],
    values: [systemName],
    timestamp: nowSeconds,
  };
}

async function parseSetting(context: Context<GatewayEnv>) {
  const input = await parseJsonBody(context, userSettingSchema);
  if (!input.ok) return input;
  const refusal = webhookRefusal(input.data);
  return refusal === undefined ? input : { ok: false as const, response: fail(context, refusal, 400) };
}

/**
 * PUT /api/user/setting (API-USR-016, SH-087…SH-091): the whole notification and price setting, validated
 * (https webhook without credentials, email format, threshold an integer ≥ 0) and stored as JSON text in
 * users.setting (SH-089). The warning flag follows the new threshold without sending anything.
 *
 * POST /api/user/setting/test (gateway extension for the page's test button, ADR 0033): sends one test
 * notice to the setting in the body (saved or not) at once and says whether it arrived.
 */
export function userSettingRoutes(services: GatewayServices) {
  const { platform, options, mail } = services;
  const signedIn = requireRole(platform, Role.Common);

  return new Hono<GatewayEnv>()
    .put('/user/setting', signedIn, async (context) => {
      const input = await parseSetting(context);
      if (!input.ok) return input.response;
      const user = context.get('user');
      const threshold = input.data.quota_warning_threshold;
      // One transaction, or one D1 batch (ADR 0037): the warning flag always follows the stored threshold.
      await writeAtomically(platform.db, async (transaction) => {
        await updateUser(transaction, user.id, { setting: JSON.stringify(input.data) });
        await resetQuotaWarning(transaction, user.id, threshold);
      });
      services.userCache.forget(user.id);
      return ok(context);
    })
    .post('/user/setting/test', signedIn, async (context) => {
      const input = await parseSetting(context);
      if (!input.ok) return input.response;
      const user = context.get('user');
      const target = notifyTargetOf({ ...input.data }, user.email);
      if (target === undefined) return fail(context, messages.notificationTargetMissing, 400);
      if (target.kind === 'email' && !mail.configured()) return fail(context, messages.smtpNotConfigured, 503);
      const allowance = await takeMailAllowance(
        platform.rateLimiter,
        target.kind === 'email' ? target.to : `webhook:${target.url}`,
        platform.clientIp(context),
      );
      if (allowance === undefined) return fail(context, messages.tooManyRequests, 429);
      try {
        await deliverNotification(
          { mail, egress: services.egress, systemName: () => options.get('SystemName') },
          target,
          testNotification(options.get('SystemName'), services.nowSeconds()),
        );
      } catch (error) {
        if (!(error instanceof DeliveryError)) throw error;
        if (target.kind === 'email') return mailFailure(context, error.cause, platform.logger);
        return fail(context, formatValidationMessage('validation.notify.deliveryFailed', { reason: error.message }), 502);
      }
      return ok(context);
    });
}
