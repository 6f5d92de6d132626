-- Every money movement is an event: an early redemption of a trust order (`trust.redeemed`: the
-- principal back less the penalty) and a waiting limit position cancelled (`position.cancelled`:
-- its frozen margin and fee back) are told like the dividends, maturities and spot cancels.
-- The kinds are the kernel's ACCOUNT_EVENT_KINDS (shared/src/contract/events.ts); a server test
-- holds this CHECK to the same list.

ALTER TABLE notifications
  DROP CONSTRAINT notifications_kind_check,
  ADD CONSTRAINT notifications_kind_check CHECK (kind IN (
    'spot.filled', 'spot.cancelled', 'position.opened', 'position.closed', 'position.cancelled', 'option.delivered',
    'deposit.reviewed', 'withdrawal.reviewed', 'identity.reviewed', 'transfer.done',
    'trust.dividend', 'trust.matured', 'trust.redeemed', 'newCoin.allocated', 'newCoin.released', 'airdrop.claimed'
  ));
