-- The products the wealth tab lists: fixed-term trust products and copy-trading traders.

CREATE TABLE trust_products (
  id integer PRIMARY KEY,
  name text NOT NULL,
  currency_id integer NOT NULL REFERENCES currencies (id),
  cycle_days integer NOT NULL CHECK (cycle_days > 0),
  min_amount numeric(36, 18) NOT NULL CHECK (min_amount > 0),
  max_amount numeric(36, 18) NOT NULL CHECK (max_amount >= min_amount),
  daily_rate numeric(12, 8) NOT NULL CHECK (daily_rate >= 0),
  penalty_ratio numeric(12, 8) NOT NULL CHECK (penalty_ratio >= 0),
  status text NOT NULL CHECK (status IN ('open', 'soon')),
  sort integer NOT NULL
);

INSERT INTO trust_products (id, name, currency_id, cycle_days, min_amount, max_amount, daily_rate, penalty_ratio, status, sort) VALUES
  (1, 'USDT-7D', 3, 7, 100, 50000, 0.003, 1.5, 'open', 1),
  (2, 'USDT-15D', 3, 15, 500, 100000, 0.004, 1.5, 'open', 2),
  (3, 'USDT-30D', 3, 30, 1000, 200000, 0.005, 1.5, 'open', 3),
  (4, 'USDT-90D', 3, 90, 5000, 500000, 0.006, 1.5, 'open', 4),
  (5, 'USDT-180D', 3, 180, 10000, 1000000, 0.0075, 1.5, 'soon', 5);

CREATE TABLE copy_products (
  id integer PRIMARY KEY,
  trader text NOT NULL,
  currency_id integer NOT NULL REFERENCES currencies (id),
  cycle_days integer NOT NULL CHECK (cycle_days > 0),
  min_amount numeric(36, 18) NOT NULL CHECK (min_amount > 0),
  daily_rate numeric(12, 8) NOT NULL CHECK (daily_rate >= 0),
  win_rate numeric(7, 4) NOT NULL CHECK (win_rate BETWEEN 0 AND 100),
  followers integer NOT NULL CHECK (followers >= 0),
  status text NOT NULL CHECK (status IN ('open', 'soon')),
  sort integer NOT NULL
);

INSERT INTO copy_products (id, trader, currency_id, cycle_days, min_amount, daily_rate, win_rate, followers, status, sort) VALUES
  (1, 'Alpha Quant', 3, 7, 100, 0.0045, 86.5, 1284, 'open', 1),
  (2, 'Luna Chen', 3, 15, 500, 0.0052, 82.3, 956, 'open', 2),
  (3, 'Satoshi Fund', 3, 30, 1000, 0.0060, 91.2, 2310, 'open', 3),
  (4, 'Marco Rossi', 3, 10, 200, 0.0048, 78.9, 642, 'open', 4),
  (5, 'Kenji Ito', 3, 60, 3000, 0.0070, 88.4, 417, 'soon', 5);
