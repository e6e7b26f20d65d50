ALTER TABLE "consultations" ADD COLUMN "expert_alerted_at" timestamp with time zone;--> statement-breakpoint
-- Backfill (issue 16, decision 063): a legal request's case type ('Family: …') becomes its department ('Family Law'),
-- as new requests store it, so the desk offers it to lawyers of that field.
UPDATE "consultations" SET "department" = split_part("problem_description", ':', 1) || ' Law' WHERE "category" = 'legal' AND "department" IS NULL AND split_part("problem_description", ':', 1) IN ('Family', 'Property', 'Criminal', 'Corporate', 'Cyber', 'Consumer');
