-- Where each price came from (MARKET_FEED): "simulator", or an exchange's id with the exchange's
-- own time of the price (time_ms stays the publisher's time of the tick, its key). Rows from
-- before were the simulator's, at their own time.
ALTER TABLE price_ticks ADD COLUMN source text, ADD COLUMN source_time_ms bigint;
UPDATE price_ticks SET source = 'simulator', source_time_ms = time_ms;
ALTER TABLE price_ticks ALTER COLUMN source SET NOT NULL, ALTER COLUMN source_time_ms SET NOT NULL;

ALTER TABLE market_prices ADD COLUMN source text, ADD COLUMN source_time_ms bigint;
UPDATE market_prices SET source = 'simulator', source_time_ms = time_ms;
ALTER TABLE market_prices ALTER COLUMN source SET NOT NULL, ALTER COLUMN source_time_ms SET NOT NULL;
