-- The demo products as a range a user can learn from: lower-yield ones (3.65 % to 9.1 % a year)
-- beside the higher ones, listed from the lowest daily rate up, the one still to be opened last.
-- USDT-15D stays exactly the rules' worked example: 0.4 % a day for 15 days, settlement ratio
-- 0.4 %, minimum 500 (so 1000 redeemed with 3 days left costs 12 and returns 988).

INSERT INTO trust_products (id, name, currency_id, cycle_days, min_amount, max_amount, daily_rate, penalty_ratio, status, sort, user_quota, total_quota) VALUES
  (6, 'USDT-14D Starter', 3, 14, 10, 20000, 0.0001, 0.0001, 'open', 0, 40000, 2000000),
  (7, 'USDT-30D Stable', 3, 30, 100, 100000, 0.0002, 0.0002, 'open', 0, 200000, 10000000),
  (8, 'USDT-60D Stable', 3, 60, 100, 200000, 0.00025, 0.00025, 'open', 0, 400000, 20000000);

UPDATE trust_products SET sort = CASE id
  WHEN 6 THEN 1 WHEN 7 THEN 2 WHEN 8 THEN 3
  WHEN 1 THEN 4 WHEN 2 THEN 5 WHEN 3 THEN 6 WHEN 4 THEN 7 WHEN 5 THEN 8
  ELSE sort END;
