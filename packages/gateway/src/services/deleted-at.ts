/**
 * new-api's soft-delete field as it answers it: `DeletedAt` (Go's field name, it has no JSON tag),
 * null for a live row, else the deletion time in RFC 3339 (whole seconds, UTC). Tools written
 * against new-api read this name; the console reads `deleted_at` (unix seconds), so rows carry both.
 */
export function toDeletedAt(deletedAtSeconds: number | null | undefined): string | null {
  if (deletedAtSeconds === null || deletedAtSeconds === undefined) return null;
  return new Date(deletedAtSeconds * 1000).toISOString().replace('.000Z', 'Z');
}
