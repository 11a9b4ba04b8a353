import { describe, expect, it } from 'vitest';
import { statusPayloadSchema } from '../schemas/status-schemas.ts';
import { buildStatusPayload } from './build-status-payload.ts';

const runtime = { version: 'v1.2.3', startTime: 1_700_000_000, setup: true, enableBatchUpdate: false };

describe('buildStatusPayload (API-SYS-003, COM-047, COM-048)', () => {
  it('builds every status field from defaults', () => {
    const payload = buildStatusPayload({}, runtime);
    expect(Object.keys(payload).sort()).toEqual(Object.keys(statusPayloadSchema.shape).sort());
    expect(payload).toMatchObject({
      version: 'v1.2.3',
      start_time: 1_700_000_000,
      setup: true,
      system_name: 'New API',
      quota_per_unit: 500000,
      display_in_currency: true,
      price: 7.3,
      min_topup: 1,
      enable_online_topup: false,
      data_export_default_time: 'hour',
      docs_link: 'https://docs.newapi.pro',
      admin_only_login: false,
      password_login_enabled: true,
    });
    expect(payload.chats).toHaveLength(5);
  });

  it('reads stored values and never includes secrets', () => {
    const payload = buildStatusPayload(
      {
        SystemName: 'Gateway',
        QuotaPerUnit: '1000000',
        TurnstileSiteKey: 'site',
        TurnstileSecretKey: 'hidden',
        PayAddress: 'https://pay',
        EpayId: '1',
        EpayKey: 'k',
      },
      runtime,
    );
    expect(payload.system_name).toBe('Gateway');
    expect(payload.quota_per_unit).toBe(1000000);
    expect(payload.turnstile_site_key).toBe('site');
    expect(payload.enable_online_topup).toBe(true);
    expect(JSON.stringify(payload)).not.toContain('hidden');
  });

  it('falls back to the default for a stored value that no longer fits', () => {
    const payload = buildStatusPayload({ Chats: '[1,2]' }, runtime);
    expect(payload.chats).toHaveLength(5);
  });
});
