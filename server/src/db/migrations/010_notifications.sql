-- The live account channel: every event a user is told about is kept here (the bell's list) in
-- the same transaction as what it reports, and pushed to the user's socket once that commits.

CREATE TABLE notifications (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  kind text NOT NULL CHECK (kind IN (
    'spot.filled', 'spot.cancelled', 'position.opened', 'position.closed', 'option.delivered',
    'deposit.reviewed', 'withdrawal.reviewed', 'identity.reviewed', 'transfer.done'
  )),
  -- The id of the order, position, option, deposit, withdrawal, review or transfer it concerns.
  ref integer NOT NULL,
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  read_at timestamptz
);
CREATE INDEX notifications_user ON notifications (user_id, id DESC);
CREATE INDEX notifications_unread ON notifications (user_id) WHERE read_at IS NULL;

-- socket.io's PostgreSQL adapter (several server processes) keeps payloads too large for a
-- NOTIFY here; ours are small, but the adapter's clean-up queries the table.
CREATE TABLE socket_io_attachments (
  id bigserial UNIQUE,
  created_at timestamptz DEFAULT now(),
  payload bytea
);
