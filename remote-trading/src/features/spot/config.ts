/** USDT's places, until `currency/user_currency_list` says. */
export const QUOTE_DECIMALS_FALLBACK = 6;
