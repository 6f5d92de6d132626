import type { AccountType, ChartPeriod, HoldReason, Language, LedgerType } from '@h5/shared/constants';
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
  /** Whether an authenticator app's code is asked at login, withdrawals and address changes. */
  two_factor: boolean;
  /** Shown in every message the platform sends; '' while none is set. */
  anti_phishing_code: string;
}

/** A session opened: the token the client keeps, and who it is. */
export interface SignedIn {
  token: string;
  user: User;
}

/** The password was right but 2FA is on: the code goes with `challenge` to `user/login_2fa`. */
export interface TwoFactorChallenge {
  two_factor: true;
  challenge: string;
  /** Seconds the challenge lives. */
  expires_in: number;
}

export type LoginReply = SignedIn | TwoFactorChallenge;

/** What the authenticator app is set up with: the secret as text and as an `otpauth://` link (the QR code). */
export interface TwoFactorSetup {
  secret: string;
  uri: string;
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
  /** The base coin's own name ("Bitcoin"). */
  name: string;
  /** Milliseconds since the epoch of the pair's listing on the platform. */
  listed_at: number;
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
  /** Where the price comes from: "simulator" or the exchange's id ("okx"). */
  source: string;
  /** The price is too old to trade on (its exchange stale or cut off): market orders and settlement on the pair wait. */
  delayed: boolean;
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
  /** The coin's own name ("Tether"). */
  name: string;
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

/**
 * Money of the user's held away from an available balance (wallet/holds): why, where it comes
 * back, how much, until when, and the record that holds it.
 */
export interface Hold {
  reason: HoldReason;
  /** The account it is frozen in, or comes back to. */
  account: AccountType;
  currency: string;
  /** The currency's places (a coin in its lock-up may not be listed yet). */
  decimals: number;
  amount: Decimal;
  /** When it comes back (ISO), or null when that waits on an event: a fill, a review, a close. */
  until: string | null;
  /** What it concerns: the pair, the product or the project. */
  subject: string;
  source: LedgerSource;
}

export interface TrustProduct {
  id: number;
  name: string;
  currency: string;
  currency_id: number;
  /** The coin's decimals: amounts and dividends are floored to them. */
  decimals: number;
  cycle_days: number;
  /** Per order. */
  min_amount: Decimal;
  max_amount: Decimal;
  /** How much one user may buy of it in all, how much it sells in all, and how much is sold. */
  user_quota: Decimal;
  total_quota: Decimal;
  sold: Decimal;
  daily_rate: Decimal;
  /** daily_rate x cycle_days. */
  total_rate: Decimal;
  /** Fraction of the principal charged per remaining day on early redemption (0.004: 0.4 %). */
  penalty_ratio: Decimal;
  /** Minutes after 00:00 UTC at which dividends are paid. */
  dividend_minute: number;
  status: 'open' | 'soon' | 'sold_out';
  /** When a product "to be opened" opens (null: not announced yet). */
  opens_at: string | null;
}

export type TrustOrderStatus = 'escrow' | 'completed' | 'redeemed';

export interface TrustOrder {
  id: number;
  product_id: number;
  product: string;
  currency: string;
  decimals: number;
  amount: Decimal;
  daily_rate: Decimal;
  penalty_ratio: Decimal;
  daily_income: Decimal;
  cycle_days: number;
  days_paid: number;
  remaining_days: number;
  /** Dividends paid so far. */
  income: Decimal;
  status: TrustOrderStatus;
  /** In escrow: what redeeming now would cost and return; redeemed: what it did (completed: null). */
  penalty: Decimal | null;
  refund: Decimal | null;
  /** Purchase (paid from the trust account), interest start, next dividend, maturity, and when it ended. */
  created_at: string;
  value_at: string;
  next_due_at: string | null;
  matures_at: string;
  finished_at: string | null;
}

/** One line of an order's statement: a ledger entry of it, signed as it moved the trust account. */
export interface TrustStatementLine {
  ledger_id: number;
  type: 'trust_purchase' | 'trust_dividend' | 'trust_principal' | 'trust_penalty';
  /** The dividend's day (1 .. cycle) and when it fell due, else null. */
  day: number | null;
  due_at: string | null;
  amount: Decimal;
  /** When it was paid (entered in the ledger). */
  at: string;
}

export interface TrustStatement {
  order: TrustOrder;
  lines: TrustStatementLine[];
}

/** The user's trust holdings per coin: in escrow, paid today (UTC), paid in all. */
export interface TrustReport {
  lines: Array<{ currency: string; escrow: Decimal; today_income: Decimal; total_income: Decimal; orders: number }>;
}

export interface TrustConfig {
  /** The calendar's now (ms): the dates a buy page promises are counted from it. */
  now: number;
  time_zone: 'UTC';
}

/** A lead's strategy: what it trades and how (the rules page explains each). */
export type CopyStrategy = 'trend' | 'reversion' | 'breakout' | 'careful';
export type CopyRisk = 'low' | 'medium' | 'high';
/** The windows a lead's record is read over, in days. */
export type CopyWindow = 7 | 30 | 90;

/** A lead's record over one window, from its closed positions and its ledger. */
export interface CopyPerformance {
  days: CopyWindow;
  /** Percent, two places: P/L over the equity at the window's start. */
  roi: Decimal;
  /** Realised P/L net of fees in the window (the settlement currency). */
  pnl: Decimal;
  /** Percent, two places: the deepest fall from a peak of the daily equity curve. */
  max_drawdown: Decimal;
  /** Percent, two places, of positions closed in the window that made money after fees; null with none. */
  win_rate: Decimal | null;
  trades: number;
  /**
   * Percent, two places: what followers earned in the window after fees, skips and profit share,
   * over what they had invested; null when nobody followed in it.
   */
  follower_roi: Decimal | null;
}

/** A lead trader: an automated strategy trading on the contract engine like any user. */
export interface CopyLead {
  id: number;
  name: string;
  strategy: CopyStrategy;
  risk: CopyRisk;
  symbols: string[];
  multiple: number;
  currency: string;
  currency_id: number;
  decimals: number;
  min_amount: Decimal;
  max_amount: Decimal;
  /** Fraction of a follower's profit above the high-water mark paid to the lead ("0.1": 10 %). */
  profit_share_rate: Decimal;
  /** The lead's contract account now: available and frozen. */
  equity: Decimal;
  /** Active follows, and what they hold (invested less withdrawn, at book value). */
  followers: number;
  aum: Decimal;
  /** When the track record starts (ISO). */
  since: string;
  /** Over 7, 30 and 90 days, in that order. */
  performance: CopyPerformance[];
}

/** A lead's profile: the list's figures, the equity curve, what it holds and what it closed lately. */
export interface CopyLeadProfile extends CopyLead {
  /** The equity at each day's end (UTC), oldest first, over 90 days; `time` in seconds. */
  curve: Array<{ time: number; equity: Decimal }>;
  positions: Position[];
  trades: Position[];
}

/** Copy trading's terms: the copy ratios offered and the bounds of a follow's own stops. */
export interface CopyConfig {
  ratios: Decimal[];
  /** The contract fee rate each mirrored position pays on its value when it opens. */
  fee_rate: Decimal;
  /** Percent of the invested amount. */
  stop_loss: { min: number; max: number };
  take_profit: { min: number; max: number };
  /** Profit share is settled weekly at this time (UTC, Monday) and when a follow ends. */
  settlement: { weekday: 1; time: '00:00'; time_zone: 'UTC' };
}

export type CopyFollowStatus = 'active' | 'ended';
export type CopyEndReason = 'user' | 'stop_loss' | 'take_profit';
export type CopySkipReason = 'too_small' | 'margin';

/** A follow ("follow order"): money put behind a lead, its mirrored positions' result and profit share. */
export interface CopyFollow {
  id: number;
  lead_id: number;
  lead: string;
  strategy: CopyStrategy;
  currency: string;
  decimals: number;
  invested: Decimal;
  ratio: Decimal;
  /** Percent of the invested amount; null when not set. */
  stop_loss: number | null;
  take_profit: number | null;
  profit_share_rate: Decimal;
  status: CopyFollowStatus;
  end_reason: CopyEndReason | null;
  /** Free money of the follow, and what its open mirrored positions hold as margin. */
  cash: Decimal;
  margin: Decimal;
  /** Cash plus what the open positions would pay back at the live price (an ended follow: what came back). */
  equity: Decimal;
  /** Closed mirrored positions' P/L less every fee paid. */
  realised: Decimal;
  /** The open positions' P/L at the live price. */
  unrealised: Decimal;
  high_water_mark: Decimal;
  profit_share: Decimal;
  /** What went back to the contract account when it ended. */
  returned: Decimal | null;
  open_positions: number;
  skipped: number;
  created_at: string;
  ended_at: string | null;
}

/** A lead's position a follow did not mirror, and why. */
export interface CopySkip {
  /** The lead's position. */
  position_id: number;
  symbol: string;
  side: 'long' | 'short';
  /** The lead's lots and the size the follow's ratio gave before rounding down. */
  lead_lots: number;
  reason: CopySkipReason;
  /** Margin and fee the position would have needed (reason margin). */
  needed: Decimal | null;
  tick: PriceTick;
  at: string;
}

/** One profit-share settlement as computed: rate x (realised - high-water mark), when above it. */
export interface CopySettlement {
  kind: 'weekly' | 'end';
  realised: Decimal;
  high_water_mark: Decimal;
  new_high_water_mark: Decimal;
  rate: Decimal;
  amount: Decimal;
  at: string;
}

/** A follow with its mirrored positions, skips and settlements: its statement. */
export interface CopyFollowDetail {
  follow: CopyFollow;
  /** Newest first; `mirror_of` is the lead's position. */
  mirrors: Array<Position & { mirror_of: number }>;
  skips: CopySkip[];
  settlements: CopySettlement[];
}

/** Totals across the user's follows (active ones, and all-time results). */
export interface CopyReport {
  currency: string;
  decimals: number;
  active: number;
  invested: Decimal;
  equity: Decimal;
  unrealised: Decimal;
  /** Over every follow, ended ones too. */
  realised: Decimal;
  profit_share: Decimal;
}

/** What a team publishes (`notice`), the news, the learning areas (`learning`) and the help centre. */
export const CONTENT_KINDS = ['notice', 'news', 'learning', 'help'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];
export const LEARNING_AREAS = ['rwa', 'ai'] as const;
export type LearningArea = (typeof LEARNING_AREAS)[number];
/** The help centre's categories, in the order it shows them. */
export const HELP_CATEGORIES = ['funds', 'trading', 'security', 'wealth'] as const;
export type HelpCategory = (typeof HELP_CATEGORIES)[number];

/** An article as a list shows it, in the reader's language or, for want of it, in English. */
export interface ArticleBrief {
  id: number;
  kind: ContentKind;
  area: LearningArea | null;
  category: HelpCategory | null;
  title: string;
  summary: string;
  /** Its cover image's path on our origin, or null. */
  cover: string | null;
  pinned: boolean;
  important: boolean;
  published_at: string;
  /** The language of the text given. */
  lang: Language;
  /** English shown because the reader's language has no text yet. */
  fallback: boolean;
}

/** An article whole: its body as sanitised HTML (rendered from Markdown on the server). */
export interface Article extends ArticleBrief {
  html: string;
}

/**
 * What home shows: the pinned notices on the notice bar, the newest important one as a popup,
 * whole, so the popup opens without a second call (it is home's largest paint on a first visit).
 */
export interface NoticeHighlights {
  pinned: ArticleBrief[];
  important: Article | null;
}

export interface HelpCategoryCount {
  category: HelpCategory;
  count: number;
}

export type ReviewStatus = 'pending' | 'approved' | 'rejected';

/** A position closed by hand, by its take-profit or stop-loss, or by liquidation. */
export type CloseReason = 'manual' | 'take_profit' | 'stop_loss' | 'liquidation';

/** One balance change as the ledger wrote it (the assets record page lists them). */
export interface LedgerEntry {
  id: number;
  account: AccountType;
  currency: string;
  /** What it was, for the user: spot buy, fee, option payout... */
  type: LedgerType;
  /** Signed changes of available and frozen. */
  available_delta: Decimal;
  frozen_delta: Decimal;
  /** The balance of that account and currency once this change was made. */
  available_after: Decimal;
  frozen_after: Decimal;
  /** The module's own finer reason (`spot_fill`, `withdraw_freeze`, ...). */
  reason: string;
  reference: string;
  created_at: string;
}

/** The record a ledger entry came from: a spot order, a contract position, an option, a deposit, a withdrawal or a transfer. */
export interface LedgerSource {
  /** What the entry's reference names (`contract` a position, `trust` an order, `new_coin` a subscription, `airdrop` a claim, `copy` a follow and its mirrored positions, `referral` a payout of rebates and rewards). */
  kind: 'spot' | 'contract' | 'option' | 'deposit' | 'withdrawal' | 'transfer' | 'trust' | 'new_coin' | 'airdrop' | 'copy' | 'referral';
  id: number;
  /** The pair traded (spot, contract, option). */
  symbol: string | null;
  /** Its state now (`completed`, `holding`, `delivered`, `approved`...); a transfer has none. */
  status: string | null;
}

/** One ledger entry with what explains it. */
export interface LedgerDetail extends LedgerEntry {
  source: LedgerSource | null;
  /** The price tick it was settled at (a fill, an opening or closing, a purchase or delivery). */
  tick: PriceTick | null;
  /** A deposit's or withdrawal's network and address. */
  chain: string | null;
  address: string | null;
}

export interface DepositRecord {
  id: number;
  kind: 'chain' | 'bank';
  currency: string;
  chain: string;
  amount: Decimal;
  status: ReviewStatus;
  reason: string;
  created_at: string;
  reviewed_at: string | null;
}

export interface WithdrawalRecord {
  id: number;
  currency: string;
  chain: string;
  address: string;
  amount: Decimal;
  fee: Decimal;
  remark: string;
  status: ReviewStatus;
  reason: string;
  created_at: string;
  reviewed_at: string | null;
}

/** A deposit with where it went and the ledger entries it made (none until it is approved). */
export interface DepositDetail extends DepositRecord {
  /** The user's deposit address on `chain` (an on-chain deposit); '' for a bank transfer. */
  address: string;
  /** The reference the bank transfer carried (`H5` + the user id); '' on chain. */
  reference: string;
  /** Oldest first; each opens its ledger detail. */
  entries: LedgerEntry[];
}

/** A withdrawal with the ledger entries it made: the freeze, then the payment or the refund. */
export interface WithdrawalDetail extends WithdrawalRecord {
  /** Oldest first; each opens its ledger detail. */
  entries: LedgerEntry[];
}

export interface TransferRecord {
  id: number;
  from: AccountType;
  to: AccountType;
  currency: string;
  amount: Decimal;
  created_at: string;
}

export interface WithdrawalAddress {
  id: number;
  currency_id: number;
  currency: string;
  chain: string;
  address: string;
  created_at: string;
}

/** Where a deposit goes: the user's chain address, or the platform's bank account. */
export type DepositTarget =
  | { kind: 'chain'; chain: string; address: string }
  | {
      kind: 'bank';
      bank_name: string;
      account_name: string;
      account_number: string;
      swift: string;
      bank_address: string;
      reference: string;
    };

/** What the withdrawal form needs before the user types anything. */
export interface WithdrawInfo {
  currency_id: number;
  currency: string;
  /** The networks the coin is withdrawn on (each saved address names its own). */
  chains: string[];
  available: Decimal;
  min_withdraw: Decimal;
  fee: Decimal;
  arrival_hours: number;
  /** Requests left today (at most 3 a day). */
  remaining_today: number;
  verified: boolean;
  has_fund_password: boolean;
  has_address: boolean;
  /** The authenticator app's code is asked with the request. */
  two_factor: boolean;
}

export interface BankCard {
  id: number;
  holder: string;
  card_number: string;
  bank: string;
  branch: string;
  bank_name: string;
  bank_address: string;
  swift: string;
  full_name: string;
  iban: string;
  beneficiary_address: string;
  postal_code: string;
  created_at: string;
}

/** The document advanced verification photographs; its second photo is the card's back, or a passport's cover. */
export type IdType = 'id_card' | 'passport' | 'driving_licence';

export interface VerificationInfo {
  basic: VerificationStatus;
  advanced: VerificationStatus;
  /** The document of the latest advanced request; '' before one. */
  id_type: IdType | '';
  /** Why the last review was rejected, if it was. */
  reason: string;
  country: string;
  name: string;
  id_number: string;
  address: string;
}

export interface UploadedFile {
  /** Opaque id to hand to the call that uses the file (deposit proof, ID photos). */
  id: string;
  mime: string;
  size: number;
}

/** The price tick a settlement used, kept so anyone can check it. */
export interface PriceTick {
  symbol: string;
  /** Milliseconds since the epoch. */
  time: number;
  price: Decimal;
}

export interface OrderBook {
  symbol: string;
  /** [price, amount], best first. */
  bids: Array<[Decimal, Decimal]>;
  asks: Array<[Decimal, Decimal]>;
  time: number;
}

export interface SpotOrder {
  id: number;
  symbol: string;
  side: 'buy' | 'sell';
  type: 'market' | 'limit';
  /** Limit price; the fill price once filled. */
  price: Decimal;
  quantity: Decimal;
  fee: Decimal;
  fee_currency: string;
  status: 'waiting' | 'completed' | 'cancelled';
  tick: PriceTick | null;
  created_at: string;
  finished_at: string | null;
}

/**
 * What a submit did at once, for the result sheet: a spot order filled (market, at the tick) or
 * waiting at its limit price; the figures are those the order was charged or holds.
 */
export interface SpotPlaced {
  id: number;
  symbol: string;
  side: 'buy' | 'sell';
  type: 'market' | 'limit';
  status: 'completed' | 'waiting';
  price: Decimal;
  quantity: Decimal;
  /** price x quantity, in the quote currency. */
  amount: Decimal;
  fee: Decimal;
  fee_currency: string;
  /** The tick a market order filled on; null while waiting. */
  tick_time: number | null;
}

/** A contract position opened at once (market, at the tick) or waiting for its limit price. */
export interface PositionPlaced {
  id: number;
  symbol: string;
  side: 'long' | 'short';
  status: 'holding' | 'waiting';
  price: Decimal;
  lots: number;
  multiple: number;
  margin: Decimal;
  fee: Decimal;
  liquidation_price: Decimal | null;
  tick_time: number | null;
}

/** An option bought on the live tick, and when it will be delivered. */
export interface OptionPlaced {
  id: number;
  symbol: string;
  direction: 'call' | 'put';
  amount: Decimal;
  currency: string;
  purchase_price: Decimal;
  tick_time: number;
  delivers_at: string;
}

export interface ContractsConfig {
  symbol: string;
  multiples: number[];
  /** Base currency per lot. */
  contract_size: Decimal;
  /** Fee as a fraction of the position's value. */
  fee_rate: Decimal;
  /** Maintenance margin as a fraction of the position's value. */
  maintenance_rate: Decimal;
  /** Available USDT in the contract account. */
  balance: Decimal;
}

export interface Position {
  id: number;
  symbol: string;
  side: 'long' | 'short';
  type: 'market' | 'limit';
  lots: number;
  multiple: number;
  /** Entrusted price of a waiting limit order; the open price once open. */
  price: Decimal;
  margin: Decimal;
  fee: Decimal;
  take_profit: Decimal | null;
  stop_loss: Decimal | null;
  liquidation_price: Decimal | null;
  status: 'waiting' | 'holding' | 'closed' | 'cancelled';
  close_price: Decimal | null;
  close_reason: CloseReason | null;
  profit: Decimal | null;
  open_tick: PriceTick | null;
  close_tick: PriceTick | null;
  created_at: string;
  closed_at: string | null;
}

/** A currency options can be paid in (`microtrade/payable_currencies`). */
export interface PayableCurrency {
  currency_id: number;
  currency: string;
}

export interface OptionTerm {
  seconds: number;
  min_amount: Decimal;
  /** Paid on a win as a fraction of the stake ("0.85"). */
  payout_rate: Decimal;
}

export interface OptionOrder {
  id: number;
  symbol: string;
  direction: 'call' | 'put';
  seconds: number;
  currency: string;
  amount: Decimal;
  payout_rate: Decimal;
  purchase_price: Decimal;
  delivery_price: Decimal | null;
  result: 'win' | 'loss' | 'flat' | null;
  profit: Decimal | null;
  status: 'waiting' | 'delivered';
  purchase_tick: PriceTick;
  delivery_tick: PriceTick | null;
  created_at: string;
  delivers_at: string;
}
