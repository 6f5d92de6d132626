-- The ledger: one entry per balance change, written in the same transaction as the change, so
-- every balance is the sum of its entries. Entries are only ever added.

CREATE TABLE ledger_entries (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL,
  account text NOT NULL,
  currency_id integer NOT NULL,
  available_delta numeric(36, 18) NOT NULL,
  frozen_delta numeric(36, 18) NOT NULL,
  reason text NOT NULL CHECK (reason <> ''),
  -- What moved the money: `deposit:12`, `withdrawal:7`, `transfer:3`.
  reference text NOT NULL CHECK (reference <> ''),
  created_at timestamptz NOT NULL,
  FOREIGN KEY (user_id, account, currency_id) REFERENCES balances (user_id, account, currency_id),
  CHECK (available_delta <> 0 OR frozen_delta <> 0),
  -- A deposit credited twice or a withdrawal paid twice is refused here even if a status check slipped.
  CONSTRAINT ledger_entries_once UNIQUE (reference, reason, user_id, account, currency_id)
);
CREATE INDEX ledger_entries_user_idx ON ledger_entries (user_id, id DESC);

CREATE FUNCTION ledger_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger entries are never changed or removed';
END
$$;
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_append_only();
