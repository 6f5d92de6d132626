-- Wealth's money and events: trust purchases, dividends, principal and early-redemption
-- penalties; new-coin subscription payments and releases; airdrops (the kernel's LEDGER_TYPES
-- and ACCOUNT_EVENT_KINDS, which tests hold these lists to).

ALTER TABLE ledger_entries
  DROP CONSTRAINT ledger_entries_type_check,
  ADD CONSTRAINT ledger_entries_type_check CHECK (type IN (
    'spot_buy', 'spot_sell', 'fee', 'contract_margin', 'contract_pnl', 'liquidation',
    'option_stake', 'option_payout', 'transfer', 'deposit', 'withdrawal',
    'trust_purchase', 'trust_dividend', 'trust_principal', 'trust_penalty',
    'subscription', 'subscription_release', 'airdrop'
  ));

ALTER TABLE notifications
  DROP CONSTRAINT notifications_kind_check,
  ADD CONSTRAINT notifications_kind_check CHECK (kind IN (
    'spot.filled', 'spot.cancelled', 'position.opened', 'position.closed', 'option.delivered',
    'deposit.reviewed', 'withdrawal.reviewed', 'identity.reviewed', 'transfer.done',
    'trust.dividend', 'trust.matured', 'subscription.allocated', 'subscription.released', 'airdrop.claimed'
  ));
