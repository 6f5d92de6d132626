-- Every ledger entry says what it was (its type, from the kernel's LEDGER_TYPES) and what the
-- balance was after it, so the history explains itself without adding up the rows before it.

ALTER TABLE ledger_entries
  ADD COLUMN type text,
  ADD COLUMN available_after numeric(36, 18),
  ADD COLUMN frozen_after numeric(36, 18);

-- Entries are append-only; this one backfill of the new columns is the exception.
ALTER TABLE ledger_entries DISABLE TRIGGER ledger_entries_append_only;

-- A type from the reason, and from the order behind it where the reason alone does not say
-- (a limit order's freeze, fill or cancel: its side; a closing: whether it was a liquidation).
UPDATE ledger_entries e
   SET type = CASE
     WHEN e.reason = 'deposit' THEN 'deposit'
     WHEN e.reason IN ('withdraw_freeze', 'withdraw_paid', 'withdraw_refund') THEN 'withdrawal'
     WHEN e.reason IN ('transfer_in', 'transfer_out') THEN 'transfer'
     WHEN e.reason IN ('spot_buy', 'spot_sell') THEN e.reason
     WHEN e.reason IN ('spot_freeze', 'spot_fill', 'spot_unfreeze') THEN
       (SELECT 'spot_' || o.side FROM spot_orders o WHERE o.id = split_part(e.reference, ':', 2)::int)
     WHEN e.reason IN ('lever_open', 'lever_freeze', 'lever_cancel') THEN 'contract_margin'
     WHEN e.reason = 'lever_fee' THEN 'fee'
     WHEN e.reason = 'lever_close' THEN
       (SELECT CASE WHEN p.close_reason = 'liquidation' THEN 'liquidation' ELSE 'contract_pnl' END
          FROM lever_positions p WHERE p.id = split_part(e.reference, ':', 2)::int)
     WHEN e.reason = 'option_stake' THEN 'option_stake'
     WHEN e.reason = 'option_settle' THEN 'option_payout'
   END;

-- Every balance is the sum of its entries, applied in id order per balance row (the row lock
-- is taken before the entry is numbered), so the running sum is the balance after each one.
UPDATE ledger_entries e
   SET available_after = s.available_after, frozen_after = s.frozen_after
  FROM (SELECT id,
               sum(available_delta) OVER w AS available_after,
               sum(frozen_delta) OVER w AS frozen_after
          FROM ledger_entries
        WINDOW w AS (PARTITION BY user_id, account, currency_id ORDER BY id)) s
 WHERE s.id = e.id;

ALTER TABLE ledger_entries ENABLE TRIGGER ledger_entries_append_only;

-- An entry of no known type (a reason this migration does not know) stops the migration here.
ALTER TABLE ledger_entries
  ALTER COLUMN type SET NOT NULL,
  ALTER COLUMN available_after SET NOT NULL,
  ALTER COLUMN frozen_after SET NOT NULL,
  ADD CONSTRAINT ledger_entries_type_check CHECK (type IN (
    'spot_buy', 'spot_sell', 'fee', 'contract_margin', 'contract_pnl', 'liquidation',
    'option_stake', 'option_payout', 'transfer', 'deposit', 'withdrawal'
  )),
  ADD CONSTRAINT ledger_entries_after_check CHECK (available_after >= 0 AND frozen_after >= 0);

-- The history filters by type (and coin, and dates) within one user.
CREATE INDEX ledger_entries_user_type_idx ON ledger_entries (user_id, type, id DESC);

-- The ledger in one round trip, as before, now with each entry's type and the balance it left.
DROP FUNCTION apply_balance_changes(integer[], text[], integer[], numeric[], numeric[], text[], text[], timestamptz);
CREATE FUNCTION apply_balance_changes(
  p_users integer[], p_accounts text[], p_currencies integer[],
  p_available numeric[], p_frozen numeric[], p_reasons text[], p_types text[], p_references text[], p_at timestamptz
) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  i integer;
  v_available numeric;
  v_frozen numeric;
BEGIN
  FOR i IN 1 .. coalesce(array_length(p_users, 1), 0) LOOP
    UPDATE balances
       SET available = available + p_available[i], frozen = frozen + p_frozen[i], updated_at = p_at
     WHERE user_id = p_users[i] AND account = p_accounts[i] AND currency_id = p_currencies[i]
     RETURNING available, frozen INTO v_available, v_frozen;
    IF NOT FOUND THEN
      INSERT INTO balances (user_id, account, currency_id, updated_at) VALUES (p_users[i], p_accounts[i], p_currencies[i], p_at)
        ON CONFLICT (user_id, account, currency_id) DO NOTHING;
      UPDATE balances
         SET available = available + p_available[i], frozen = frozen + p_frozen[i], updated_at = p_at
       WHERE user_id = p_users[i] AND account = p_accounts[i] AND currency_id = p_currencies[i]
       RETURNING available, frozen INTO v_available, v_frozen;
    END IF;
    INSERT INTO ledger_entries (user_id, account, currency_id, available_delta, frozen_delta, reason, type, reference, created_at, available_after, frozen_after)
      VALUES (p_users[i], p_accounts[i], p_currencies[i], p_available[i], p_frozen[i], p_reasons[i], p_types[i], p_references[i], p_at, v_available, v_frozen);
  END LOOP;
  RETURN coalesce(array_length(p_users, 1), 0);
END
$$;
