-- Identity verification requests (basic: who; advanced: ID photos), each reviewed once, and the
-- bank cards users bind. The user's current status stays in users.verification / advanced_verification.

CREATE TABLE kyc_reviews (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  level text NOT NULL CHECK (level IN ('basic', 'advanced')),
  country text,
  name text,
  id_number text,
  address text,
  front_file_id text REFERENCES files (id),
  back_file_id text REFERENCES files (id),
  hand_file_id text REFERENCES files (id),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  reason text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL,
  reviewed_at timestamptz,
  CHECK (level <> 'basic' OR (country IS NOT NULL AND name IS NOT NULL AND id_number IS NOT NULL AND address IS NOT NULL)),
  CHECK (level <> 'advanced' OR (front_file_id IS NOT NULL AND back_file_id IS NOT NULL AND hand_file_id IS NOT NULL)),
  CHECK ((status = 'pending') = (reviewed_at IS NULL))
);
-- One request waiting per user and level: a double submit cannot queue two.
CREATE UNIQUE INDEX kyc_reviews_one_pending ON kyc_reviews (user_id, level) WHERE status = 'pending';
CREATE INDEX kyc_reviews_user_idx ON kyc_reviews (user_id, id DESC);
CREATE INDEX kyc_reviews_pending_idx ON kyc_reviews (created_at) WHERE status = 'pending';

CREATE TABLE bank_cards (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  holder text NOT NULL,
  card_number text NOT NULL,
  bank text NOT NULL,
  branch text NOT NULL,
  bank_name text NOT NULL,
  bank_address text NOT NULL,
  swift text NOT NULL,
  full_name text NOT NULL,
  iban text NOT NULL,
  beneficiary_address text NOT NULL,
  postal_code text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX bank_cards_user_idx ON bank_cards (user_id, id DESC);
