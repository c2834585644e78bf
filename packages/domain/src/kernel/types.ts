/** Types every feature shares: money on the wire and the API's error body. Money travels as decimal strings ("12.50"); arithmetic happens in integer cents (money.ts). */

/** A decimal amount of US dollars with two decimals, as on the wire: "12.50". */
export type Money = string;

/** Every error the API answers with. */
export interface ApiErrorBody {
  message: string;
  /** The request field the message is about, when there is one. */
  field?: string;
}
