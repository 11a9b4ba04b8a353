import type { ColumnType, Generated } from 'kysely';

/**
 * Shared column shapes. They encode the storage choices documented in the package README so every
 * table file says the same thing the same way.
 */

/**
 * A boolean stored as INTEGER 0/1 on every dialect (PostgreSQL included), so reads always give a
 * number and rows imported from new-api (which stores bools as 0/1 on SQLite) need no conversion.
 * Writes may pass `true`/`false`: the boolean-to-integer plugin turns them into 1/0.
 */
export type BooleanColumn = ColumnType<number, number | boolean | undefined, number | boolean>;

/** A column with a database default: optional on insert, always present on select. */
export type Defaulted<T> = ColumnType<T, T | undefined, T>;

/**
 * Soft-delete marker: unix seconds when the row was deleted, NULL while it is live. Integer seconds
 * like every other timestamp here, instead of new-api's datetime, so comparisons are plain integer
 * comparisons on all three dialects (an importer converts the datetime once).
 */
export type DeletedAtColumn = ColumnType<number | null, number | null | undefined, number | null>;

/** Auto-generated integer primary key. */
export type IdColumn = Generated<number>;
