-- Currencies and the balances of each user's four accounts. Money is NUMERIC, never float.

CREATE TABLE currencies (
  id integer PRIMARY KEY,
  code text NOT NULL UNIQUE,
  decimals integer NOT NULL CHECK (decimals BETWEEN 0 AND 18),
  chains text[] NOT NULL,
  min_deposit numeric(36, 18) NOT NULL CHECK (min_deposit >= 0),
  min_withdraw numeric(36, 18) NOT NULL CHECK (min_withdraw >= 0),
  withdraw_fee numeric(36, 18) NOT NULL CHECK (withdraw_fee >= 0),
  sort integer NOT NULL
);

INSERT INTO currencies (id, code, decimals, chains, min_deposit, min_withdraw, withdraw_fee, sort) VALUES
  (3, 'USDT', 6, ARRAY['TRC20'], 10, 20, 1, 1),
  (1, 'BTC', 8, ARRAY['BTC'], 0.0001, 0.001, 0.0002, 2),
  (2, 'ETH', 8, ARRAY['ERC20'], 0.005, 0.01, 0.002, 3),
  (4, 'BNB', 8, ARRAY['BEP20'], 0.01, 0.05, 0.001, 4),
  (5, 'TRX', 6, ARRAY['TRC20'], 10, 50, 1, 5),
  (6, 'SOL', 8, ARRAY['SOL'], 0.05, 0.1, 0.01, 6),
  (7, 'USDC', 6, ARRAY['ERC20', 'TRC20'], 10, 20, 1, 7);

CREATE TABLE balances (
  user_id integer NOT NULL REFERENCES users (id),
  account text NOT NULL CHECK (account IN ('coin', 'option', 'contract', 'trust')),
  currency_id integer NOT NULL REFERENCES currencies (id),
  available numeric(36, 18) NOT NULL DEFAULT 0 CHECK (available >= 0),
  frozen numeric(36, 18) NOT NULL DEFAULT 0 CHECK (frozen >= 0),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, account, currency_id)
);
