-- A new coin's description in every language the app speaks: a JSON object keyed by language
-- ('en' always present, the fallback), read in the request's language.
ALTER TABLE new_coin_projects
  ALTER COLUMN description TYPE jsonb USING jsonb_build_object('en', description),
  ADD CONSTRAINT new_coin_projects_description_en CHECK (jsonb_typeof(description -> 'en') = 'string');
