-- Each coin on its own network first (and on the BNB Smart Chain where exchanges offer the
-- token too), USDT on TRON as before plus Ethereum and BNB Smart Chain; and each user's
-- watchlist of pairs.

UPDATE currencies SET chains = ARRAY['TRC20', 'ERC20', 'BEP20'] WHERE code = 'USDT';
UPDATE currencies SET chains = ARRAY['ERC20', 'SOL', 'BEP20'] WHERE code = 'USDC';
UPDATE currencies SET chains = ARRAY['XRP', 'BEP20'] WHERE code = 'XRP';
UPDATE currencies SET chains = ARRAY['DOGE', 'BEP20'] WHERE code = 'DOGE';
UPDATE currencies SET chains = ARRAY['ADA', 'BEP20'] WHERE code = 'ADA';
UPDATE currencies SET chains = ARRAY['LTC', 'BEP20'] WHERE code = 'LTC';
UPDATE currencies SET chains = ARRAY['DOT', 'BEP20'] WHERE code = 'DOT';
UPDATE currencies SET chains = ARRAY['AVAXC', 'BEP20'] WHERE code = 'AVAX';

-- A pair a user starred; pairs live in the market module (code), so the symbol is checked there.
CREATE TABLE watchlist (
  user_id integer NOT NULL REFERENCES users (id),
  symbol text NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, symbol)
);
