-- Two-factor authentication with an authenticator app (modules/security/two-factor.ts) and the
-- anti-phishing code every message to the user carries.
ALTER TABLE users
  -- The TOTP secrets, sealed with the server's own key: the one in use (NULL while 2FA is off)
  -- and the one being set up (until the user confirms it with a code).
  ADD COLUMN totp_secret text,
  ADD COLUMN totp_pending text,
  -- The 30-second step of the last code accepted: that code, and older ones, never pass again.
  ADD COLUMN totp_last_step bigint,
  -- Wrong codes are counted, so six digits cannot be guessed.
  ADD COLUMN totp_tries integer NOT NULL DEFAULT 0,
  ADD COLUMN totp_tried_at timestamptz,
  ADD COLUMN anti_phishing_code text;

-- One-time backup codes, stored only hashed; used_at set when one is spent.
CREATE TABLE totp_backup_codes (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at timestamptz,
  PRIMARY KEY (user_id, code_hash)
);

-- A password accepted for an account with 2FA on: the second step names it, never a session.
CREATE TABLE login_challenges (
  token_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL
);
