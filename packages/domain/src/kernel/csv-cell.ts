/** Spreadsheet-safe CSV cells: the catalogue's export and the sign-ups' export both write them. */

/** A cell a spreadsheet would run as a formula: = + - @ (or a tab or CR) first, after any quotes already there. */
const FORMULA_LIKE = /^'*[=+\-@\t\r]/;

/**
 * A cell as a spreadsheet will read it as text: a leading ' keeps `=HYPERLINK(…)` from running
 * when the owner opens the file. `unguardCsvCell` takes exactly that ' off again, so every value,
 * one that already starts with a quote too, reads back as it was.
 */
export const guardCsvCell = (value: string): string => (FORMULA_LIKE.test(value) ? `'${value}` : value);

/** The value `guardCsvCell` was given. */
export const unguardCsvCell = (cell: string): string => (cell.startsWith("'") && FORMULA_LIKE.test(cell.slice(1)) ? cell.slice(1) : cell);
