-- Money in and out: withdrawal addresses, deposits and withdrawals (each reviewed once), and
-- transfers between a user's accounts. Balances change only through the ledger.

CREATE TABLE withdrawal_addresses (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  currency_id integer NOT NULL REFERENCES currencies (id),
  chain text NOT NULL,
  address text NOT NULL,
  created_at timestamptz NOT NULL,
  CONSTRAINT withdrawal_addresses_once UNIQUE (user_id, currency_id, chain, address)
);

CREATE TABLE deposits (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  kind text NOT NULL CHECK (kind IN ('chain', 'bank')),
  currency_id integer NOT NULL REFERENCES currencies (id),
  chain text NOT NULL,
  -- The user's deposit address, or the reference code of a bank transfer.
  target text NOT NULL,
  amount numeric(36, 18) NOT NULL CHECK (amount > 0),
  proof_file_id text NOT NULL REFERENCES files (id),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  reason text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL,
  reviewed_at timestamptz,
  CHECK ((status = 'pending') = (reviewed_at IS NULL))
);
CREATE INDEX deposits_user_idx ON deposits (user_id, id DESC);
CREATE INDEX deposits_pending_idx ON deposits (created_at) WHERE status = 'pending';

CREATE TABLE withdrawals (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  currency_id integer NOT NULL REFERENCES currencies (id),
  chain text NOT NULL,
  address text NOT NULL,
  amount numeric(36, 18) NOT NULL CHECK (amount > 0),
  fee numeric(36, 18) NOT NULL CHECK (fee >= 0),
  remark text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  reason text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL,
  reviewed_at timestamptz,
  CHECK ((status = 'pending') = (reviewed_at IS NULL))
);
CREATE INDEX withdrawals_user_idx ON withdrawals (user_id, created_at DESC);

CREATE TABLE transfers (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  from_account text NOT NULL CHECK (from_account IN ('coin', 'option', 'contract', 'trust')),
  to_account text NOT NULL CHECK (to_account IN ('coin', 'option', 'contract', 'trust')),
  currency_id integer NOT NULL REFERENCES currencies (id),
  amount numeric(36, 18) NOT NULL CHECK (amount > 0),
  created_at timestamptz NOT NULL,
  CHECK (from_account <> to_account)
);
CREATE INDEX transfers_user_idx ON transfers (user_id, id DESC);

UPDATE currencies SET min_withdraw = 10 WHERE id = 3;
