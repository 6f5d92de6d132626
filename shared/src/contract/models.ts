import type { AccountType, ChartPeriod, Language } from '@h5/shared/constants';
import type { Decimal } from './define';

export type VerificationStatus = 'none' | 'pending' | 'verified' | 'rejected';

export interface User {
  id: number;
  nickname: string;
  account: string;
  phone: string;
  area_code: string;
  email: string;
  language: Language;
  has_fund_password: boolean;
  verification: VerificationStatus;
  advanced_verification: VerificationStatus;
  invite_code: string;
  created_at: string;
}

export interface LoginReply {
  token: string;
  user: User;
}

export interface AreaCode {
  /** ISO 3166 region code; the client names it in the reader's language. */
  iso: string;
  code: string;
}

export interface CodeSent {
  /** Seconds until the code expires. */
  expires_in: number;
  /** Seconds until another code may be asked for. */
  resend_in: number;
}

export interface LanguageConfig {
  title: string;
  code: Language;
}

export interface Ticker {
  symbol: string;
  base: string;
  quote: string;
  price: Decimal;
  open24h: Decimal;
  high24h: Decimal;
  low24h: Decimal;
  /** Base-currency volume over 24 h. */
  volume24h: Decimal;
  /** Quote-currency turnover over 24 h. */
  turnover24h: Decimal;
  /** Percent, signed, two decimals ("-1.25"). */
  change24h: Decimal;
  price_decimals: number;
  amount_decimals: number;
  /** Milliseconds since the epoch of the tick this price came from. */
  time: number;
}

export interface Candle {
  /** Seconds since the epoch of the candle's start. */
  time: number;
  open: Decimal;
  high: Decimal;
  low: Decimal;
  close: Decimal;
  volume: Decimal;
}

export interface CandleHistory {
  symbol: string;
  period: ChartPeriod;
  candles: Candle[];
}

export interface Deal {
  time: number;
  price: Decimal;
  amount: Decimal;
  side: 'buy' | 'sell';
}

export interface Currency {
  id: number;
  code: string;
  decimals: number;
  chains: string[];
  min_deposit: Decimal;
  min_withdraw: Decimal;
  withdraw_fee: Decimal;
}

export interface Balance {
  currency_id: number;
  currency: string;
  available: Decimal;
  frozen: Decimal;
  total: Decimal;
}

export interface Account {
  type: AccountType;
  balances: Balance[];
}

export interface WalletList {
  accounts: Account[];
}

export interface TrustProduct {
  id: number;
  name: string;
  currency: string;
  cycle_days: number;
  min_amount: Decimal;
  max_amount: Decimal;
  daily_rate: Decimal;
  /** Ratio of daily interest charged per remaining day on early redemption. */
  penalty_ratio: Decimal;
  status: 'open' | 'soon';
}

export interface CopyProduct {
  id: number;
  trader: string;
  currency: string;
  cycle_days: number;
  min_amount: Decimal;
  daily_rate: Decimal;
  win_rate: Decimal;
  followers: number;
  status: 'open' | 'soon';
}

export interface Article {
  id: number;
  title: string;
  summary: string;
  content: string;
  cover: string;
  created_at: string;
}
