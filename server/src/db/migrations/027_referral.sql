-- The referral programme: every trading fee an invited user pays is queued as it is charged (a
-- trigger, so every path that charges a fee is covered and the order path pays one index insert);
-- a job turns the queue into the two shares of each fee (the inviter's rebate, the invitee's
-- reward), unissued; another pays what is unissued into the spot account on the hour, one
-- payout per user and currency, through the ledger.

-- Partner status (the spec's "activated"), and the authorization code a partner is given.
ALTER TABLE users
  ADD COLUMN partner_since timestamptz,
  ADD COLUMN authorization_code text UNIQUE,
  ADD CONSTRAINT users_partner_code_check CHECK ((partner_since IS NULL) = (authorization_code IS NULL));
CREATE INDEX users_invited_by_idx ON users (invited_by, id) WHERE invited_by IS NOT NULL;

-- Fees not yet shared out. A row leaves in the transaction that writes its shares: once.
CREATE TABLE referral_fee_queue (
  entry_id integer PRIMARY KEY REFERENCES ledger_entries (id)
);

CREATE FUNCTION queue_referral_fee() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM users WHERE id = NEW.user_id AND invited_by IS NOT NULL) THEN
    INSERT INTO referral_fee_queue (entry_id) VALUES (NEW.id);
  END IF;
  RETURN NULL;
END $$;

-- The trading fees: a spot trade's and a contract's (options charge none: their payout rate is the price).
CREATE TRIGGER ledger_entries_referral_fee AFTER INSERT ON ledger_entries
  FOR EACH ROW WHEN (NEW.reason IN ('spot_fee', 'contract_fee')) EXECUTE FUNCTION queue_referral_fee();

-- What the hourly issue paid one user in one currency: one ledger entry, `referral:<id>`.
CREATE TABLE referral_payouts (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  currency_id integer NOT NULL REFERENCES currencies (id),
  amount numeric(36, 18) NOT NULL CHECK (amount > 0),
  shares integer NOT NULL CHECK (shares > 0),
  issued_at timestamptz NOT NULL
);
CREATE INDEX referral_payouts_user_idx ON referral_payouts (user_id, id DESC);

-- One share of one fee: `rebate` (the inviter's, on an invitee's fee) or `reward` (the invitee's own, back).
CREATE TABLE referral_shares (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  fee_entry_id integer NOT NULL REFERENCES ledger_entries (id),
  role text NOT NULL CHECK (role IN ('rebate', 'reward')),
  user_id integer NOT NULL REFERENCES users (id),
  invitee_id integer NOT NULL REFERENCES users (id),
  currency_id integer NOT NULL REFERENCES currencies (id),
  fee numeric(36, 18) NOT NULL CHECK (fee > 0),
  ratio numeric(12, 8) NOT NULL CHECK (ratio > 0 AND ratio <= 1),
  amount numeric(36, 18) NOT NULL CHECK (amount > 0 AND amount <= fee),
  -- The fee's own reference: the trade that paid it (`spot:12`, `contract:5`).
  source text NOT NULL,
  payout_id integer REFERENCES referral_payouts (id),
  created_at timestamptz NOT NULL,
  UNIQUE (fee_entry_id, role)
);
CREATE INDEX referral_shares_unissued_idx ON referral_shares (created_at, id) WHERE payout_id IS NULL;
CREATE INDEX referral_shares_user_idx ON referral_shares (user_id, id DESC);
CREATE INDEX referral_shares_invitee_idx ON referral_shares (user_id, invitee_id) WHERE role = 'rebate';

ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_type_check;
ALTER TABLE ledger_entries
  ADD CONSTRAINT ledger_entries_type_check CHECK (type IN (
    'spot_buy', 'spot_sell', 'fee', 'contract_margin', 'contract_pnl', 'liquidation',
    'option_stake', 'option_payout', 'transfer', 'deposit', 'withdrawal',
    'trust_purchase', 'trust_dividend', 'trust_principal', 'trust_penalty',
    'new_coin_subscription', 'new_coin_release', 'airdrop',
    'copy_invest', 'copy_return', 'copy_profit_share', 'referral'
  ));

ALTER TABLE notifications
  DROP CONSTRAINT notifications_kind_check,
  ADD CONSTRAINT notifications_kind_check CHECK (kind IN (
    'spot.filled', 'spot.cancelled', 'position.opened', 'position.closed', 'position.cancelled', 'option.delivered',
    'deposit.reviewed', 'withdrawal.reviewed', 'identity.reviewed', 'transfer.done',
    'trust.dividend', 'trust.matured', 'trust.redeemed', 'newCoin.allocated', 'newCoin.released', 'airdrop.claimed',
    'copy.opened', 'copy.closed', 'copy.skipped', 'copy.profitShared', 'copy.stopped',
    'referral.issued', 'referral.partner'
  ));
