import { z } from 'zod';
import { ID_MAX } from '@gateway/domain';

/**
 * The `:id` of a route (digits only by its pattern) as an id the id columns can hold; anything larger
 * fails here (the route answers its 404) instead of reaching PostgreSQL's 32-bit `integer` column.
 */
export const idParam = z.object({ id: z.coerce.number().int().positive().max(ID_MAX) });
