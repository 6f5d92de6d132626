-- The document advanced verification photographs, chosen before the photos: an identity card
-- (front, back), a passport (photo page, cover) or a driving licence (front, back); the third
-- photo is always the user holding it. Requests made before this kept an identity card's photos.

ALTER TABLE kyc_reviews ADD COLUMN id_type text CHECK (id_type IN ('id_card', 'passport', 'driving_licence'));
UPDATE kyc_reviews SET id_type = 'id_card' WHERE level = 'advanced';
ALTER TABLE kyc_reviews ADD CONSTRAINT kyc_reviews_advanced_id_type CHECK ((level = 'advanced') = (id_type IS NOT NULL));
