-- Each share is written into its owner's open payout (one per user and currency, gathering what
-- they earn until the issue), so the hourly issue pays a payout per owner by summing its shares,
-- marking it issued and writing its ledger entry: it never touches the shares, which stay as
-- written. An open payout has no amount yet; the issue writes it.
ALTER TABLE referral_payouts
  ALTER COLUMN issued_at DROP NOT NULL,
  ALTER COLUMN amount DROP NOT NULL,
  ALTER COLUMN shares DROP NOT NULL,
  ADD COLUMN opened_at timestamptz,
  ADD CONSTRAINT referral_payouts_issued_check CHECK ((issued_at IS NULL) = (amount IS NULL) AND (amount IS NULL) = (shares IS NULL));
UPDATE referral_payouts SET opened_at = issued_at;
INSERT INTO referral_payouts (user_id, currency_id, opened_at)
  SELECT user_id, currency_id, min(created_at) FROM referral_shares WHERE payout_id IS NULL GROUP BY user_id, currency_id;
UPDATE referral_shares s SET payout_id = p.id
  FROM referral_payouts p
 WHERE s.payout_id IS NULL AND p.issued_at IS NULL AND p.user_id = s.user_id AND p.currency_id = s.currency_id;
ALTER TABLE referral_payouts
  ALTER COLUMN opened_at SET NOT NULL,
  ADD CONSTRAINT referral_payouts_owner_key UNIQUE (id, user_id, currency_id);
CREATE UNIQUE INDEX referral_payouts_open_idx ON referral_payouts (user_id, currency_id) WHERE issued_at IS NULL;
CREATE INDEX referral_payouts_due_idx ON referral_payouts (opened_at, id) WHERE issued_at IS NULL;

-- A share's owner and currency are its payout's (one key checks both); its fee entry, invitee and
-- currency are copied from the fee's ledger entry by the job, and ledger entries are never changed
-- or removed: one check per share instead of five, on the table that grows fastest (each check
-- also locks the row it finds).
DROP INDEX referral_shares_unissued_idx;
CREATE INDEX referral_shares_payout_idx ON referral_shares (payout_id);
ALTER TABLE referral_shares
  ALTER COLUMN payout_id SET NOT NULL,
  DROP CONSTRAINT referral_shares_payout_id_fkey,
  DROP CONSTRAINT referral_shares_user_id_fkey,
  DROP CONSTRAINT referral_shares_invitee_id_fkey,
  DROP CONSTRAINT referral_shares_currency_id_fkey,
  DROP CONSTRAINT referral_shares_fee_entry_id_fkey,
  ADD CONSTRAINT referral_shares_payout_fkey FOREIGN KEY (payout_id, user_id, currency_id) REFERENCES referral_payouts (id, user_id, currency_id);
