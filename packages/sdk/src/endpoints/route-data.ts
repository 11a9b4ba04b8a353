import type { ApiRoutes } from '@gateway/gateway';
import type { ExtractSchema } from 'hono/types';

/** Every /api route as the gateway's Hono app declares it: path (relative to /api) → method → input and answers. */
type ApiSchema = ExtractSchema<ApiRoutes>;

/** A route path relative to /api, as the gateway writes it ('/channel/test/:id{[0-9]+}'). */
export type ApiPath = keyof ApiSchema;

/**
 * The `data` of a route's success envelope, read from the gateway's route types. Used for answers
 * no domain schema names, so the sdk never declares by hand what the server sends.
 */
export type RouteData<Path extends ApiPath, Method extends keyof ApiSchema[Path]> =
  Extract<ApiSchema[Path][Method], { output: { success: true } }> extends { output: { data: infer Data } } ? Data : never;
