import type { Flag } from "./schema.ts";

/** Values between a record's fields and a row's columns, on the conventions of schema.ts. */

export const flag = (value: boolean): Flag => (value ? 1 : 0);

/**
 * `{ [key]: value }`, or nothing when the column is NULL: spread into a record read back, a field
 * the record left out stays out (not present as undefined).
 */
export function present<K extends string, V>(key: K, value: V | null): Partial<Record<K, V>> {
  return value === null ? {} : ({ [key]: value } as Record<K, V>);
}
