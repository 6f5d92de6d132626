-- Uploaded images (deposit proofs, ID photos). The bytes sit on disk outside any served folder
-- (`path` is relative to UPLOAD_DIR); this table says whose each file is and what it is for.

CREATE TABLE files (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{32}$'),
  user_id integer NOT NULL REFERENCES users (id),
  purpose text NOT NULL CHECK (purpose IN ('deposit', 'kyc')),
  mime text NOT NULL CHECK (mime IN ('image/png', 'image/jpeg', 'image/webp')),
  size integer NOT NULL CHECK (size > 0),
  path text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX files_user_idx ON files (user_id);
