import type { Platform } from '@gateway/gateway';
import type { WorkerEnv } from './env.ts';
import { migrateToLatest } from '@gateway/db';

/** The path `npm run migrate:edge` POSTs to (outside every gateway and console path). */
export const MIGRATE_PATH = '/__gateway/migrate';

function sameSecret(given: string, expected: string): boolean {
  const a = new TextEncoder().encode(given);
  const b = new TextEncoder().encode(expected);
  let difference = a.length ^ b.length;
  for (let index = 0; index < b.length; index += 1) difference |= (a[index] ?? 0) ^ b[index]!;
  return difference === 0;
}

/**
 * Applies the shared migration list to this environment's D1 on demand: POST with
 * `Authorization: Bearer <MIGRATE_KEY>`. Without a MIGRATE_KEY secret the route is closed (404).
 */
export async function handleMigrate(request: Request, env: WorkerEnv, platform: Platform): Promise<Response> {
  if (env.MIGRATE_KEY === undefined || env.MIGRATE_KEY.length < 16) return new Response('Not Found', { status: 404 });
  if (request.method !== 'POST') return Response.json({ success: false, message: 'POST only' }, { status: 405 });
  const given = (request.headers.get('authorization') ?? '').replace(/^Bearer /, '');
  if (!sameSecret(given, env.MIGRATE_KEY)) return Response.json({ success: false, message: 'invalid key' }, { status: 403 });
  try {
    const applied = await migrateToLatest(platform.db);
    return Response.json({ success: true, applied });
  } catch (error) {
    return Response.json({ success: false, message: error instanceof Error ? error.message : String(error) }, { status: 500 });
  }
}
