-- Airdrops: campaigns giving `amount` of a coin to each eligible user who claims within the
-- claim window, until `total` is given out. The rule says who is eligible: a verified account,
-- holding at least `hold_min` of `hold_currency_id` in the spot account at `snapshot_at`, or
-- an account registered within [registered_from, registered_to).

CREATE TABLE airdrop_campaigns (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  currency_id integer NOT NULL REFERENCES currencies (id),
  amount numeric(36, 18) NOT NULL CHECK (amount > 0),
  total numeric(36, 18) NOT NULL CHECK (total >= amount),
  -- What has been given out; a claim moves it on only while it stays within the total.
  claimed numeric(36, 18) NOT NULL DEFAULT 0 CHECK (claimed >= 0 AND claimed <= total),
  rule text NOT NULL CHECK (rule IN ('verified', 'holding', 'new_users')),
  hold_currency_id integer REFERENCES currencies (id),
  hold_min numeric(36, 18) CHECK (hold_min > 0),
  snapshot_at timestamptz,
  -- Set once, by the snapshot job, in the statement that writes the snapshot's rows.
  snapshot_taken_at timestamptz,
  registered_from timestamptz,
  registered_to timestamptz,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL CHECK (ends_at > starts_at),
  created_at timestamptz NOT NULL,
  CHECK ((rule = 'holding') = (hold_currency_id IS NOT NULL AND hold_min IS NOT NULL AND snapshot_at IS NOT NULL)),
  CHECK (snapshot_at IS NULL OR snapshot_at <= starts_at),
  CHECK ((rule = 'new_users') = (registered_from IS NOT NULL AND registered_to IS NOT NULL AND registered_to > registered_from))
);
CREATE INDEX airdrop_campaigns_due_idx ON airdrop_campaigns (snapshot_at) WHERE rule = 'holding' AND snapshot_taken_at IS NULL;

-- Each holder's spot balance (available + frozen) of the rule's coin at the snapshot instant.
CREATE TABLE airdrop_snapshots (
  campaign_id integer NOT NULL REFERENCES airdrop_campaigns (id),
  user_id integer NOT NULL REFERENCES users (id),
  held numeric(36, 18) NOT NULL CHECK (held > 0),
  PRIMARY KEY (campaign_id, user_id)
);

-- One claim per user and campaign, whatever runs at the same time.
CREATE TABLE airdrop_claims (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  campaign_id integer NOT NULL REFERENCES airdrop_campaigns (id),
  user_id integer NOT NULL REFERENCES users (id),
  amount numeric(36, 18) NOT NULL CHECK (amount > 0),
  created_at timestamptz NOT NULL,
  CONSTRAINT airdrop_claims_once UNIQUE (campaign_id, user_id)
);
CREATE INDEX airdrop_claims_user_idx ON airdrop_claims (user_id, id DESC);
