/** SQL fragments that put values into the form the contract sends them in. */

/** A money column as text without trailing zeros ("12.5", "0"): amounts never leave as floats. */
export const moneyText = (expression: string): string => `trim_scale(${expression})::text`;

/** A non-negative money column as text with exactly `decimals` places, cut down ("12.50"): a record named to a person. */
export const placesText = (expression: string, decimals: string): string => `trunc(${expression}, ${decimals})::text`;

/** A timestamptz as ISO 8601 text in UTC, like every `*_at` field of the contract. */
export const isoText = (expression: string): string =>
  `to_char((${expression}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A PriceTick (or null) as JSON, from the `price_ticks` row aliased `alias` (left joined). */
export const tickJson = (alias: string): string =>
  `CASE WHEN ${alias}.symbol IS NULL THEN NULL
        ELSE json_build_object('symbol', ${alias}.symbol, 'time', ${alias}.time_ms, 'price', ${moneyText(`${alias}.price`)}) END`;

/**
 * The parameters of one statement put together from several modules' fragments: `add` keeps a
 * value and gives the fragment its `$n`, cast, so no fragment needs to know where its own start.
 */
export class StatementParams {
  readonly values: unknown[] = [];

  add(value: unknown, cast: string): string {
    this.values.push(value);
    return `$${this.values.length}::${cast}`;
  }
}
