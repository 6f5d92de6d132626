-- Accounts, their sessions and the one-time codes that prove who owns a phone or an email.

CREATE TABLE users (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  area_code text,
  phone text,
  email text,
  password_hash text NOT NULL,
  nickname text NOT NULL,
  language text NOT NULL DEFAULT 'zh',
  invite_code text NOT NULL CONSTRAINT users_invite_code_key UNIQUE,
  invited_by integer REFERENCES users (id),
  fund_password_hash text,
  verification text NOT NULL DEFAULT 'none'
    CHECK (verification IN ('none', 'pending', 'verified', 'rejected')),
  advanced_verification text NOT NULL DEFAULT 'none'
    CHECK (advanced_verification IN ('none', 'pending', 'verified', 'rejected')),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (phone IS NOT NULL OR email IS NOT NULL),
  CHECK ((phone IS NULL) = (area_code IS NULL)),
  CHECK (email = lower(email))
);
CREATE UNIQUE INDEX users_phone_key ON users (area_code, phone) WHERE phone IS NOT NULL;
CREATE UNIQUE INDEX users_email_key ON users (email) WHERE email IS NOT NULL;

-- Only a SHA-256 of each token is kept: a leaked table does not sign anyone in.
CREATE TABLE sessions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  user_id integer NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

CREATE TABLE verification_codes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  target text NOT NULL,
  scene text NOT NULL,
  code_hash text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  used_at timestamptz
);
CREATE INDEX verification_codes_target_idx ON verification_codes (target, scene, id DESC);
