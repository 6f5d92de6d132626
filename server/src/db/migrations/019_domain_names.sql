-- One name per domain (docs/glossary.md): what earlier migrations stored under the spec's URL
-- words now reads as the code names the domain. Contracts: reasons `lever_*` -> `contract_*`,
-- references `lever:<id>` -> `contract:<id>`. New coins: types `subscription` ->
-- `new_coin_subscription` and `subscription_release` -> `new_coin_release`, reasons
-- `subscription_*` -> `new_coin_*`, references `newcoin:<id>` -> `new_coin:<id>`, event kinds
-- `subscription.*` -> `newCoin.*`. Only names change: every amount and balance stays as it was.

ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_type_check;

-- Entries are append-only; this one renaming of stored words is the exception.
ALTER TABLE ledger_entries DISABLE TRIGGER ledger_entries_append_only;

UPDATE ledger_entries
   SET reason = 'contract_' || substr(reason, length('lever_') + 1),
       reference = CASE WHEN reference LIKE 'lever:%' THEN 'contract:' || substr(reference, length('lever:') + 1) ELSE reference END
 WHERE reason LIKE 'lever\_%' OR reference LIKE 'lever:%';

UPDATE ledger_entries
   SET reason = CASE WHEN reason LIKE 'subscription\_%' THEN 'new_coin_' || substr(reason, length('subscription_') + 1) ELSE reason END,
       type = CASE type WHEN 'subscription' THEN 'new_coin_subscription' WHEN 'subscription_release' THEN 'new_coin_release' ELSE type END,
       reference = CASE WHEN reference LIKE 'newcoin:%' THEN 'new_coin:' || substr(reference, length('newcoin:') + 1) ELSE reference END
 WHERE reason LIKE 'subscription\_%' OR type IN ('subscription', 'subscription_release') OR reference LIKE 'newcoin:%';

ALTER TABLE ledger_entries ENABLE TRIGGER ledger_entries_append_only;

ALTER TABLE ledger_entries
  ADD CONSTRAINT ledger_entries_type_check CHECK (type IN (
    'spot_buy', 'spot_sell', 'fee', 'contract_margin', 'contract_pnl', 'liquidation',
    'option_stake', 'option_payout', 'transfer', 'deposit', 'withdrawal',
    'trust_purchase', 'trust_dividend', 'trust_principal', 'trust_penalty',
    'new_coin_subscription', 'new_coin_release', 'airdrop'
  ));

ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;

UPDATE notifications SET kind = 'newCoin.' || substr(kind, length('subscription.') + 1) WHERE kind LIKE 'subscription.%';

ALTER TABLE notifications
  ADD CONSTRAINT notifications_kind_check CHECK (kind IN (
    'spot.filled', 'spot.cancelled', 'position.opened', 'position.closed', 'option.delivered',
    'deposit.reviewed', 'withdrawal.reviewed', 'identity.reviewed', 'transfer.done',
    'trust.dividend', 'trust.matured', 'newCoin.allocated', 'newCoin.released', 'airdrop.claimed'
  ));
