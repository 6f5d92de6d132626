-- Fund password tries are counted so the six digits cannot be guessed (modules/security/fund-password.ts).
ALTER TABLE users
  ADD COLUMN fund_password_tries integer NOT NULL DEFAULT 0,
  ADD COLUMN fund_password_tried_at timestamptz;

-- Secrets the server makes for itself on first start and keeps (the deposit address seed).
CREATE TABLE server_secrets (
  name text PRIMARY KEY,
  value text NOT NULL
);
