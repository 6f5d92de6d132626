-- Trading: spot orders, leveraged positions and timed options, the shared price every process
-- settles on, and the ticks settlements used. Money and prices are NUMERIC; tick times are
-- milliseconds since the epoch (bigint), exactly as the PriceTick model carries them.

-- Every listed pair's base coin is a currency (BTC, ETH, BNB, TRX and SOL exist already). The new
-- ones travel as their BEP20 / ERC20 tokens, chains whose addresses the server already knows.
INSERT INTO currencies (id, code, decimals, chains, min_deposit, min_withdraw, withdraw_fee, sort) VALUES
  (8, 'XRP', 6, ARRAY['BEP20'], 1, 20, 0.25, 8),
  (9, 'DOGE', 8, ARRAY['BEP20'], 10, 50, 5, 9),
  (10, 'ADA', 6, ARRAY['BEP20'], 5, 10, 1, 10),
  (11, 'LTC', 8, ARRAY['BEP20'], 0.01, 0.05, 0.001, 11),
  (12, 'DOT', 8, ARRAY['BEP20'], 1, 2, 0.1, 12),
  (13, 'LINK', 8, ARRAY['ERC20', 'BEP20'], 0.5, 1, 0.1, 13),
  (14, 'AVAX', 8, ARRAY['BEP20'], 0.1, 0.5, 0.01, 14)
ON CONFLICT (id) DO NOTHING;

-- The one live price all server processes settle on: the process holding the market advisory
-- lock writes each of its ticks here; the others read them (modules/settlement/prices.ts).
CREATE TABLE market_prices (
  symbol text PRIMARY KEY,
  time_ms bigint NOT NULL,
  price numeric(36, 18) NOT NULL CHECK (price > 0)
);

-- Prices asked for through POST /api/dev/price (MARKET_CONTROL=1, embedded mode only): the
-- publishing process takes them for its next tick.
CREATE TABLE market_overrides (
  symbol text PRIMARY KEY,
  price numeric(36, 18) NOT NULL CHECK (price > 0)
);

-- Every tick a settlement used: what an order or position says it was filled, opened, closed or
-- delivered at can be checked here.
CREATE TABLE price_ticks (
  symbol text NOT NULL,
  time_ms bigint NOT NULL,
  price numeric(36, 18) NOT NULL CHECK (price > 0),
  PRIMARY KEY (symbol, time_ms)
);

CREATE TABLE spot_orders (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  symbol text NOT NULL,
  base_currency_id integer NOT NULL REFERENCES currencies (id),
  quote_currency_id integer NOT NULL REFERENCES currencies (id),
  side text NOT NULL CHECK (side IN ('buy', 'sell')),
  type text NOT NULL CHECK (type IN ('market', 'limit')),
  -- The limit price, or the fill price of a market order.
  price numeric(36, 18) NOT NULL CHECK (price > 0),
  quantity numeric(36, 18) NOT NULL CHECK (quantity > 0),
  -- price x quantity in the quote currency: rounded up when the user pays it (buy), down when paid to them (sell).
  amount numeric(36, 18) NOT NULL CHECK (amount > 0),
  -- In the quote currency (fee_currency_id), rounded up.
  fee numeric(36, 18) NOT NULL CHECK (fee >= 0),
  fee_currency_id integer NOT NULL REFERENCES currencies (id),
  -- What a waiting limit order holds: amount + fee of the quote (buy), the quantity of the base (sell).
  frozen numeric(36, 18) NOT NULL DEFAULT 0 CHECK (frozen >= 0),
  status text NOT NULL CHECK (status IN ('waiting', 'completed', 'cancelled')),
  tick_time bigint,
  created_at timestamptz NOT NULL,
  finished_at timestamptz,
  FOREIGN KEY (symbol, tick_time) REFERENCES price_ticks (symbol, time_ms),
  CHECK ((status = 'completed') = (tick_time IS NOT NULL)),
  CHECK ((status = 'waiting') = (finished_at IS NULL)),
  CHECK (type = 'limit' OR status = 'completed')
);
CREATE INDEX spot_orders_user_idx ON spot_orders (user_id, id DESC);
CREATE INDEX spot_orders_waiting_idx ON spot_orders (symbol, side, price) WHERE status = 'waiting';

CREATE TABLE lever_positions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  symbol text NOT NULL,
  currency_id integer NOT NULL REFERENCES currencies (id),
  side text NOT NULL CHECK (side IN ('long', 'short')),
  type text NOT NULL CHECK (type IN ('market', 'limit')),
  lots integer NOT NULL CHECK (lots >= 1),
  multiple integer NOT NULL CHECK (multiple >= 1),
  -- The terms it was opened on, kept with it: later configuration changes do not touch it.
  contract_size numeric(36, 18) NOT NULL CHECK (contract_size > 0),
  fee_rate numeric(12, 8) NOT NULL CHECK (fee_rate >= 0),
  maintenance_rate numeric(12, 8) NOT NULL CHECK (maintenance_rate >= 0 AND maintenance_rate < 1),
  -- The limit price while waiting; the open price once open (a limit opens at its limit price).
  price numeric(36, 18) NOT NULL CHECK (price > 0),
  margin numeric(36, 18) NOT NULL CHECK (margin > 0),
  fee numeric(36, 18) NOT NULL CHECK (fee >= 0),
  liquidation_price numeric(36, 18),
  take_profit numeric(36, 18) CHECK (take_profit > 0),
  stop_loss numeric(36, 18) CHECK (stop_loss > 0),
  status text NOT NULL CHECK (status IN ('waiting', 'holding', 'closed', 'cancelled')),
  open_tick_time bigint,
  close_tick_time bigint,
  close_price numeric(36, 18),
  close_reason text CHECK (close_reason IN ('manual', 'take_profit', 'stop_loss', 'liquidation')),
  -- Realised: what came back minus the margin (never below -margin); the fee is apart.
  profit numeric(36, 18),
  payout numeric(36, 18) CHECK (payout >= 0),
  created_at timestamptz NOT NULL,
  opened_at timestamptz,
  closed_at timestamptz,
  FOREIGN KEY (symbol, open_tick_time) REFERENCES price_ticks (symbol, time_ms),
  FOREIGN KEY (symbol, close_tick_time) REFERENCES price_ticks (symbol, time_ms),
  CHECK ((status IN ('holding', 'closed')) = (open_tick_time IS NOT NULL)),
  CHECK ((status = 'closed') = (close_tick_time IS NOT NULL AND close_reason IS NOT NULL AND payout IS NOT NULL)),
  CHECK ((status IN ('waiting', 'holding')) = (closed_at IS NULL))
);
CREATE INDEX lever_positions_user_idx ON lever_positions (user_id, id DESC);
CREATE INDEX lever_positions_waiting_idx ON lever_positions (symbol) WHERE status = 'waiting';
CREATE INDEX lever_positions_holding_idx ON lever_positions (symbol) WHERE status = 'holding';

CREATE TABLE option_terms (
  seconds integer PRIMARY KEY CHECK (seconds > 0),
  min_amount numeric(36, 18) NOT NULL CHECK (min_amount > 0),
  payout_rate numeric(12, 8) NOT NULL CHECK (payout_rate > 0),
  sort integer NOT NULL
);
INSERT INTO option_terms (seconds, min_amount, payout_rate, sort) VALUES
  (30, 10, 0.80, 1),
  (60, 20, 0.85, 2),
  (120, 50, 0.90, 3),
  (300, 100, 0.95, 4);

CREATE TABLE option_orders (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  symbol text NOT NULL,
  direction text NOT NULL CHECK (direction IN ('call', 'put')),
  seconds integer NOT NULL CHECK (seconds > 0),
  currency_id integer NOT NULL REFERENCES currencies (id),
  amount numeric(36, 18) NOT NULL CHECK (amount > 0),
  payout_rate numeric(12, 8) NOT NULL CHECK (payout_rate > 0),
  purchase_tick_time bigint NOT NULL,
  purchase_price numeric(36, 18) NOT NULL CHECK (purchase_price > 0),
  delivers_at_ms bigint NOT NULL,
  status text NOT NULL CHECK (status IN ('waiting', 'delivered')),
  delivery_tick_time bigint,
  delivery_price numeric(36, 18),
  result text CHECK (result IN ('win', 'loss', 'flat')),
  profit numeric(36, 18),
  payout numeric(36, 18) CHECK (payout >= 0),
  created_at timestamptz NOT NULL,
  delivered_at timestamptz,
  FOREIGN KEY (symbol, purchase_tick_time) REFERENCES price_ticks (symbol, time_ms),
  FOREIGN KEY (symbol, delivery_tick_time) REFERENCES price_ticks (symbol, time_ms),
  CHECK ((status = 'delivered') = (delivery_tick_time IS NOT NULL AND result IS NOT NULL AND payout IS NOT NULL AND delivered_at IS NOT NULL)),
  CHECK (delivery_tick_time IS NULL OR delivery_tick_time >= delivers_at_ms)
);
CREATE INDEX option_orders_user_idx ON option_orders (user_id, id DESC);
-- The delivery job looks up each ticked symbol's waiting options due by the tick's time.
CREATE INDEX option_orders_waiting_idx ON option_orders (symbol, delivers_at_ms) WHERE status = 'waiting';

-- The ledger in one round trip: applies each change in the order given (the caller sorts them,
-- so rows are always locked in one order), creating a missing balance row at zero first, and
-- writes one ledger entry per change. The balances CHECK still refuses any negative result.
CREATE FUNCTION apply_balance_changes(
  p_users integer[], p_accounts text[], p_currencies integer[],
  p_available numeric[], p_frozen numeric[], p_reasons text[], p_references text[], p_at timestamptz
) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  i integer;
BEGIN
  FOR i IN 1 .. coalesce(array_length(p_users, 1), 0) LOOP
    UPDATE balances
       SET available = available + p_available[i], frozen = frozen + p_frozen[i], updated_at = p_at
     WHERE user_id = p_users[i] AND account = p_accounts[i] AND currency_id = p_currencies[i];
    IF NOT FOUND THEN
      INSERT INTO balances (user_id, account, currency_id, updated_at) VALUES (p_users[i], p_accounts[i], p_currencies[i], p_at)
        ON CONFLICT (user_id, account, currency_id) DO NOTHING;
      UPDATE balances
         SET available = available + p_available[i], frozen = frozen + p_frozen[i], updated_at = p_at
       WHERE user_id = p_users[i] AND account = p_accounts[i] AND currency_id = p_currencies[i];
    END IF;
    INSERT INTO ledger_entries (user_id, account, currency_id, available_delta, frozen_delta, reason, reference, created_at)
      VALUES (p_users[i], p_accounts[i], p_currencies[i], p_available[i], p_frozen[i], p_reasons[i], p_references[i], p_at);
  END LOOP;
  RETURN coalesce(array_length(p_users, 1), 0);
END
$$;
