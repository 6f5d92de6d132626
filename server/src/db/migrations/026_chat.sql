-- Live support chat (issue 19): one open conversation per user at a time, its messages (text,
-- an image the user or support sent, the context of the page it was opened from), how far each
-- side has received and read, and when an agent last watched (online within a minute).

ALTER TABLE files
  DROP CONSTRAINT files_purpose_check,
  ADD CONSTRAINT files_purpose_check CHECK (purpose IN ('deposit', 'kyc', 'chat'));

CREATE TABLE chat_conversations (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
  created_at timestamptz NOT NULL,
  last_message_at timestamptz NOT NULL,
  -- The highest message id each side has received (delivered) and read.
  user_delivered_id bigint NOT NULL DEFAULT 0,
  user_read_id bigint NOT NULL DEFAULT 0,
  agent_delivered_id bigint NOT NULL DEFAULT 0,
  agent_read_id bigint NOT NULL DEFAULT 0,
  closed_at timestamptz
);
CREATE UNIQUE INDEX chat_conversations_one_open ON chat_conversations (user_id) WHERE status = 'open';
CREATE INDEX chat_conversations_recent ON chat_conversations (status, last_message_at DESC);

CREATE TABLE chat_messages (
  id bigserial PRIMARY KEY,
  conversation_id bigint NOT NULL REFERENCES chat_conversations (id),
  sender text NOT NULL CHECK (sender IN ('user', 'agent')),
  text text NOT NULL DEFAULT '' CHECK (length(text) <= 2000),
  image text REFERENCES files (id),
  context jsonb,
  client_id text,
  created_at timestamptz NOT NULL,
  CHECK (text <> '' OR image IS NOT NULL),
  UNIQUE (conversation_id, client_id)
);
CREATE INDEX chat_messages_conversation ON chat_messages (conversation_id, id DESC);

-- One row: when an agent last watched the queue, from whichever process.
CREATE TABLE chat_presence (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  agent_seen_at timestamptz NOT NULL
);
