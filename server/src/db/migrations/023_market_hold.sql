-- A controlled price may be held (MARKET_CONTROL=1): the pair stays at it until it is set again.
ALTER TABLE market_overrides ADD COLUMN hold boolean NOT NULL DEFAULT false;
