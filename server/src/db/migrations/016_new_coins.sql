-- New-coin subscription (the launchpad). Projects are seeded at server start with dates relative
-- to the calendar's now (modules/newcoin/seed.ts, idempotent on the id), not here: a migration's
-- time is long past when a fresh database first serves.

CREATE TABLE new_coin_projects (
  id integer PRIMARY KEY,
  coin text NOT NULL UNIQUE,
  name text NOT NULL,
  logo text NOT NULL CHECK (logo ~ '^#[0-9a-f]{6}$'),
  description text NOT NULL,
  -- The payment currency; the coin's own currency row is added under `coin_currency_id` at launch.
  currency_id integer NOT NULL REFERENCES currencies (id),
  coin_currency_id integer NOT NULL UNIQUE,
  coin_decimals integer NOT NULL CHECK (coin_decimals BETWEEN 0 AND 18),
  price_decimals integer NOT NULL CHECK (price_decimals BETWEEN 0 AND 12),
  price numeric(36, 18) NOT NULL CHECK (price > 0),
  supply numeric(36, 18) NOT NULL CHECK (supply > 0),
  min_amount numeric(36, 18) NOT NULL CHECK (min_amount > 0),
  user_cap numeric(36, 18) NOT NULL CHECK (user_cap >= min_amount),
  start_at timestamptz NOT NULL,
  end_at timestamptz NOT NULL CHECK (end_at > start_at),
  launch_at timestamptz NOT NULL CHECK (launch_at >= end_at),
  unlock_at timestamptz NOT NULL CHECK (unlock_at >= launch_at),
  -- open -> allocated (window closed, report published) -> launched (trading) -> released (lock-up over).
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'allocated', 'launched', 'released')),
  -- The published report, set when the window closes.
  total_committed numeric(36, 18),
  subscribers integer,
  allocated numeric(36, 18),
  paid numeric(36, 18),
  refunded numeric(36, 18),
  published_at timestamptz,
  sort integer NOT NULL
);

CREATE TABLE new_coin_orders (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  project_id integer NOT NULL REFERENCES new_coin_projects (id),
  user_id integer NOT NULL REFERENCES users (id),
  amount numeric(36, 18) NOT NULL CHECK (amount > 0),
  status text NOT NULL DEFAULT 'review' CHECK (status IN ('review', 'passed', 'released')),
  allocated numeric(36, 18) CHECK (allocated >= 0),
  paid numeric(36, 18) CHECK (paid >= 0),
  refunded numeric(36, 18) CHECK (refunded >= 0),
  created_at timestamptz NOT NULL,
  allocated_at timestamptz,
  released_at timestamptz,
  -- One commit per user and project: a double tap makes one record.
  CONSTRAINT new_coin_orders_once UNIQUE (project_id, user_id),
  CHECK (status = 'review' OR paid + refunded = amount)
);
CREATE INDEX new_coin_orders_user_idx ON new_coin_orders (user_id, id DESC);
CREATE INDEX new_coin_orders_status_idx ON new_coin_orders (project_id, status);
