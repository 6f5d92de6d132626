-- Content a team publishes (issue 19): notices, news, learning articles (areas rwa and ai) and
-- help articles (in categories), each in up to seven languages. A reader gets their language's
-- text, else the English one, marked as such; English is required, so there is always one.
-- The Markdown an operator wrote is kept, beside the sanitised HTML rendered from it once and the
-- plain text that search reads.

CREATE TABLE content_images (
  id bigserial PRIMARY KEY,
  mime text NOT NULL CHECK (mime IN ('image/png', 'image/jpeg', 'image/webp', 'image/svg+xml')),
  bytes bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE content_articles (
  id bigserial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('notice', 'news', 'learning', 'help')),
  area text CHECK (area IN ('rwa', 'ai')),
  category text CHECK (category IN ('funds', 'trading', 'security', 'wealth')),
  -- The seed's name for it (a restart seeds nothing twice); null for what operators create.
  slug text UNIQUE,
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published', 'unpublished')),
  pinned boolean NOT NULL DEFAULT false,
  important boolean NOT NULL DEFAULT false,
  cover_id bigint REFERENCES content_images (id),
  published_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'learning') = (area IS NOT NULL)),
  CHECK ((kind = 'help') = (category IS NOT NULL)),
  CHECK (kind = 'notice' OR NOT (pinned OR important)),
  CHECK (status <> 'published' OR published_at IS NOT NULL)
);
CREATE INDEX content_articles_listing ON content_articles (kind, status, published_at DESC, id DESC);

CREATE TABLE content_texts (
  article_id bigint NOT NULL REFERENCES content_articles (id) ON DELETE CASCADE,
  lang text NOT NULL CHECK (lang IN ('zh', 'en', 'hk', 'jp', 'kr', 'esp', 'th')),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 120),
  summary text NOT NULL CHECK (length(summary) <= 300),
  markdown text NOT NULL,
  html text NOT NULL,
  -- Title, summary and body as words, lower-cased: what a search matches.
  search text NOT NULL,
  PRIMARY KEY (article_id, lang)
);

-- "Was this helpful?": one answer per reader (a user, or a device for guests), the latest kept.
CREATE TABLE content_feedback (
  article_id bigint NOT NULL REFERENCES content_articles (id) ON DELETE CASCADE,
  reader text NOT NULL,
  helpful boolean NOT NULL,
  answered_at timestamptz NOT NULL,
  PRIMARY KEY (article_id, reader)
);
