import { Hono } from 'hono';
import { findChannelById, listEnabledModels, queryChannels } from '@gateway/db';
import {
  batchTagInput,
  buildModelCatalogue,
  channelIdsInput,
  channelListQuery,
  channelSearchQuery,
  createChannelInput,
  editTagInput,
  messages,
  pageQuerySchema,
  Role,
  tagInput,
  toOffset,
  toPage,
  updateChannelInput,
} from '@gateway/domain';
import { fail, ok } from '../../http/envelope.ts';
import type { GatewayEnv } from '../../http/gateway-env.ts';
import { parseJsonBody, parseQuery } from '../../http/parse-input.ts';
import { idParam } from '../../http/id-param.ts';
import { requireRole } from '../../middleware/user-auth/index.ts';
import type { GatewayServices } from '../../services/gateway-services.ts';
import { toChannelView } from '../../services/channel-view.ts';
import { checkChannelTargets } from '../../services/channel-targets.ts';
import { channelWrites } from '../../services/channel-writes.ts';

/**
 * Channel management, admin only. Keys never leave the server: every
 * answer goes through toChannelView. Every write changes the channels and their abilities in one
 * transaction, so the abilities table always equals what the channels imply.
 */
export function channelRoutes(services: GatewayServices) {
  const { platform } = services;
  const db = platform.db;
  const adminOnly = requireRole(platform, Role.Admin);
  const catalogue = buildModelCatalogue();
  const writes = channelWrites({ db, channelsChanged: () => services.routing.invalidate() });
  // Save-time egress check of base_url and setting.proxy (ADR 0016); the guard checks again at use.
  const resolve = platform.resolveHost ? (host: string) => platform.resolveHost!(host) : undefined;

  return new Hono<GatewayEnv>()
    .get('/channel', adminOnly, async (context) => {
      const page = parseQuery(context, pageQuerySchema);
      if (!page.ok) return page.response;
      const flags = parseQuery(context, channelListQuery);
      if (!flags.ok) return flags.response;
      const result = await queryChannels(db, {
        offset: toOffset(page.data),
        limit: page.data.page_size,
        idSort: flags.data.id_sort,
        tagMode: flags.data.tag_mode,
      });
      return ok(context, toPage(result.items.map(toChannelView), result.total, page.data));
    })
    .get('/channel/search', adminOnly, async (context) => {
      const page = parseQuery(context, pageQuerySchema);
      if (!page.ok) return page.response;
      const flags = parseQuery(context, channelListQuery);
      if (!flags.ok) return flags.response;
      const filters = parseQuery(context, channelSearchQuery);
      if (!filters.ok) return filters.response;
      const result = await queryChannels(db, {
        offset: toOffset(page.data),
        limit: page.data.page_size,
        idSort: flags.data.id_sort,
        tagMode: flags.data.tag_mode,
        filters: filters.data,
      });
      return ok(context, toPage(result.items.map(toChannelView), result.total, page.data));
    })
    .get('/channel/models', adminOnly, (context) => ok(context, catalogue))
    .get('/channel/models_enabled', adminOnly, async (context) => ok(context, await listEnabledModels(db)))
    .get('/channel/:id{[0-9]+}', adminOnly, async (context) => {
      const params = idParam.safeParse(context.req.param());
      if (!params.success) return fail(context, messages.channelNotFound, 404);
      const channel = await findChannelById(db, params.data.id);
      return channel === undefined ? fail(context, messages.channelNotFound, 404) : ok(context, toChannelView(channel));
    })
    .post('/channel', adminOnly, async (context) => {
      const input = await parseJsonBody(context, createChannelInput);
      if (!input.ok) return input.response;
      const targets = await checkChannelTargets(input.data.channel, resolve);
      if (!targets.ok) return fail(context, targets.message, targets.status);
      const created = await writes.create(input.data, services.nowSeconds());
      return created.ok ? ok(context, created.value.length) : fail(context, created.message, created.status);
    })
    .put('/channel', adminOnly, async (context) => {
      const input = await parseJsonBody(context, updateChannelInput);
      if (!input.ok) return input.response;
      const targets = await checkChannelTargets(input.data, resolve);
      if (!targets.ok) return fail(context, targets.message, targets.status);
      const updated = await writes.edit(input.data);
      return updated.ok ? ok(context, toChannelView(updated.value)) : fail(context, updated.message, updated.status);
    })
    .delete('/channel/disabled', adminOnly, async (context) => {
      const deleted = await writes.deleteDisabled();
      return deleted.ok ? ok(context, deleted.value) : fail(context, deleted.message, deleted.status);
    })
    .delete('/channel/:id{[0-9]+}', adminOnly, async (context) => {
      const params = idParam.safeParse(context.req.param());
      if (!params.success) return fail(context, messages.channelNotFound, 404);
      const deleted = await writes.delete(params.data.id);
      return deleted.ok ? ok(context) : fail(context, deleted.message, deleted.status);
    })
    .post('/channel/batch', adminOnly, async (context) => {
      const input = await parseJsonBody(context, channelIdsInput);
      if (!input.ok) return input.response;
      const deleted = await writes.batchDelete(input.data.ids);
      return deleted.ok ? ok(context, deleted.value) : fail(context, deleted.message, deleted.status);
    })
    .post('/channel/batch/tag', adminOnly, async (context) => {
      const input = await parseJsonBody(context, batchTagInput);
      if (!input.ok) return input.response;
      const tagged = await writes.batchTag(input.data.ids, input.data.tag);
      return tagged.ok ? ok(context, tagged.value) : fail(context, tagged.message, tagged.status);
    })
    .put('/channel/tag', adminOnly, async (context) => {
      const input = await parseJsonBody(context, editTagInput);
      if (!input.ok) return input.response;
      const edited = await writes.editTag(input.data);
      return edited.ok ? ok(context, edited.value) : fail(context, edited.message, edited.status);
    })
    .post('/channel/tag/enabled', adminOnly, async (context) => {
      const input = await parseJsonBody(context, tagInput);
      if (!input.ok) return input.response;
      const changed = await writes.setTagStatus(input.data.tag, true);
      return changed.ok ? ok(context, changed.value) : fail(context, changed.message, changed.status);
    })
    .post('/channel/tag/disabled', adminOnly, async (context) => {
      const input = await parseJsonBody(context, tagInput);
      if (!input.ok) return input.response;
      const changed = await writes.setTagStatus(input.data.tag, false);
      return changed.ok ? ok(context, changed.value) : fail(context, changed.message, changed.status);
    })
    .post('/channel/fix', adminOnly, async (context) => {
      const repaired = await writes.repairAbilities();
      return repaired.ok ? ok(context, repaired.value) : fail(context, repaired.message, repaired.status);
    })
    .post('/channel/copy/:id{[0-9]+}', adminOnly, async (context) => {
      const params = idParam.safeParse(context.req.param());
      if (!params.success) return fail(context, messages.channelNotFound, 404);
      const copied = await writes.copy(params.data.id, services.nowSeconds());
      return copied.ok ? ok(context, { id: copied.value }) : fail(context, copied.message, copied.status);
    });
}
