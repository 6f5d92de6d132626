/**
 * The spot fee rate the form estimates with, as a fraction of an order's amount, charged in
 * the quote currency (the server charges it and is the authority).
 */
export const SPOT_FEE_RATE = '0.001';

/** USDT's places, until `currency/user_currency_list` says. */
export const QUOTE_DECIMALS_FALLBACK = 6;
