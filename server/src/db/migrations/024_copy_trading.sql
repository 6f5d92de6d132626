-- Copy trading on real lead strategies. The seeded "traders" with a typed-in daily rate and win
-- rate go: a lead is now a user whose automated strategy trades on the contract engine, and every
-- figure on its profile is read from its positions and its ledger.
DROP TABLE copy_products;

-- The leads (created with their users and starting capital by the server at first start, with
-- their track record run over the simulator's history: modules/copy/leads.ts).
CREATE TABLE copy_leads (
  id integer PRIMARY KEY,
  user_id integer NOT NULL UNIQUE REFERENCES users (id),
  name text NOT NULL,
  strategy text NOT NULL UNIQUE CHECK (strategy IN ('trend', 'reversion', 'breakout', 'careful')),
  risk text NOT NULL CHECK (risk IN ('low', 'medium', 'high')),
  currency_id integer NOT NULL REFERENCES currencies (id),
  min_amount numeric(36, 18) NOT NULL CHECK (min_amount > 0),
  max_amount numeric(36, 18) NOT NULL CHECK (max_amount >= min_amount),
  profit_share_rate numeric(12, 8) NOT NULL CHECK (profit_share_rate >= 0 AND profit_share_rate < 1),
  -- When its track record starts.
  started_at timestamptz NOT NULL,
  -- The newest shared tick its strategy acted on: a tick is acted on once, whichever process gets it.
  decided_tick bigint NOT NULL DEFAULT 0,
  sort integer NOT NULL
);

CREATE TABLE copy_follows (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  lead_id integer NOT NULL REFERENCES copy_leads (id),
  currency_id integer NOT NULL REFERENCES currencies (id),
  invested numeric(36, 18) NOT NULL CHECK (invested > 0),
  ratio numeric(6, 2) NOT NULL CHECK (ratio > 0),
  stop_loss integer CHECK (stop_loss BETWEEN 1 AND 99),
  take_profit integer CHECK (take_profit BETWEEN 1 AND 1000),
  profit_share_rate numeric(12, 8) NOT NULL CHECK (profit_share_rate >= 0 AND profit_share_rate < 1),
  -- The follow's money not in its mirrored positions' margin (frozen in the contract account).
  cash numeric(36, 18) NOT NULL CHECK (cash >= 0),
  -- Closed mirrored positions' P/L less every fee paid; the mark profit share was last charged up to.
  realised numeric(36, 18) NOT NULL DEFAULT 0,
  high_water_mark numeric(36, 18) NOT NULL DEFAULT 0,
  profit_share numeric(36, 18) NOT NULL DEFAULT 0 CHECK (profit_share >= 0),
  status text NOT NULL CHECK (status IN ('active', 'ended')),
  end_reason text CHECK (end_reason IN ('user', 'stop_loss', 'take_profit')),
  returned numeric(36, 18) CHECK (returned >= 0),
  created_at timestamptz NOT NULL,
  ended_at timestamptz,
  CHECK ((status = 'ended') = (ended_at IS NOT NULL AND end_reason IS NOT NULL AND returned IS NOT NULL)),
  CHECK (status = 'active' OR cash = 0)
);
-- One active follow of a lead per user: a second is refused (see the copy service).
CREATE UNIQUE INDEX copy_follows_one_active ON copy_follows (user_id, lead_id) WHERE status = 'active';
CREATE INDEX copy_follows_lead_idx ON copy_follows (lead_id) WHERE status = 'active';
CREATE INDEX copy_follows_user_idx ON copy_follows (user_id, id DESC);

-- A mirrored position belongs to a follow and copies one lead position: once, whichever process
-- mirrors it (the unique key).
ALTER TABLE lever_positions
  ADD COLUMN follow_id integer REFERENCES copy_follows (id),
  ADD COLUMN mirror_of integer REFERENCES lever_positions (id),
  ADD CONSTRAINT lever_positions_mirror_check CHECK ((follow_id IS NULL) = (mirror_of IS NULL));
CREATE UNIQUE INDEX lever_positions_mirror_key ON lever_positions (follow_id, mirror_of) WHERE follow_id IS NOT NULL;
CREATE INDEX lever_positions_mirror_of_idx ON lever_positions (mirror_of) WHERE mirror_of IS NOT NULL;
CREATE INDEX lever_positions_follow_idx ON lever_positions (follow_id) WHERE follow_id IS NOT NULL;

-- A lead's position as the follows size on it: the lead's book equity just before it opened.
CREATE TABLE copy_signals (
  position_id integer PRIMARY KEY REFERENCES lever_positions (id),
  lead_id integer NOT NULL REFERENCES copy_leads (id),
  equity numeric(36, 18) NOT NULL CHECK (equity > 0),
  -- Its follows have mirrored it (or skipped it); its mirrors have closed with it.
  mirrored boolean NOT NULL DEFAULT false,
  closed boolean NOT NULL DEFAULT false
);
CREATE INDEX copy_signals_lead_idx ON copy_signals (lead_id, position_id DESC);
CREATE INDEX copy_signals_pending_idx ON copy_signals (position_id) WHERE NOT closed;

-- A lead position a follow did not mirror, and why (once per follow and position, like a mirror).
CREATE TABLE copy_skips (
  follow_id integer NOT NULL REFERENCES copy_follows (id),
  position_id integer NOT NULL REFERENCES lever_positions (id),
  reason text NOT NULL CHECK (reason IN ('too_small', 'margin')),
  needed numeric(36, 18),
  created_at timestamptz NOT NULL,
  PRIMARY KEY (follow_id, position_id)
);

-- Profit share as computed each time: rate x (realised - mark) when realised is above the mark.
CREATE TABLE copy_settlements (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  follow_id integer NOT NULL REFERENCES copy_follows (id),
  kind text NOT NULL CHECK (kind IN ('weekly', 'end')),
  -- The week's end (Monday 00:00 UTC) a weekly one is for; the follow's end for the last.
  period_end timestamptz NOT NULL,
  realised numeric(36, 18) NOT NULL,
  high_water_mark numeric(36, 18) NOT NULL,
  new_high_water_mark numeric(36, 18) NOT NULL,
  rate numeric(12, 8) NOT NULL,
  amount numeric(36, 18) NOT NULL CHECK (amount >= 0),
  created_at timestamptz NOT NULL,
  UNIQUE (follow_id, kind, period_end)
);

ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_type_check;
ALTER TABLE ledger_entries
  ADD CONSTRAINT ledger_entries_type_check CHECK (type IN (
    'spot_buy', 'spot_sell', 'fee', 'contract_margin', 'contract_pnl', 'liquidation',
    'option_stake', 'option_payout', 'transfer', 'deposit', 'withdrawal',
    'trust_purchase', 'trust_dividend', 'trust_principal', 'trust_penalty',
    'new_coin_subscription', 'new_coin_release', 'airdrop',
    'copy_invest', 'copy_return', 'copy_profit_share'
  ));

ALTER TABLE notifications
  DROP CONSTRAINT notifications_kind_check,
  ADD CONSTRAINT notifications_kind_check CHECK (kind IN (
    'spot.filled', 'spot.cancelled', 'position.opened', 'position.closed', 'position.cancelled', 'option.delivered',
    'deposit.reviewed', 'withdrawal.reviewed', 'identity.reviewed', 'transfer.done',
    'trust.dividend', 'trust.matured', 'trust.redeemed', 'newCoin.allocated', 'newCoin.released', 'airdrop.claimed',
    'copy.opened', 'copy.closed', 'copy.skipped', 'copy.profitShared', 'copy.stopped'
  ));
