/**
 * A record's id as written in an address or an API path (a part's, a guide's, a category's or a
 * brand's): a whole number of 1 to 9 digits. Anything else ("abc", "1.5", "-3") names no record,
 * so page and API answer it as not found alike.
 */
export function parseRecordId(text: string | undefined): number | undefined {
  return text !== undefined && /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : undefined;
}

