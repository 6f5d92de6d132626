-- Every ledger entry says what it left (backfilled by 012, written by every path since), so a
-- change whose balance row is missing can never be booked without it: the set-based writes
-- (a group of market orders) rely on this to refuse such a change as a whole.
ALTER TABLE ledger_entries ALTER COLUMN available_after SET NOT NULL, ALTER COLUMN frozen_after SET NOT NULL;
