ALTER TABLE "legal_documents" ALTER COLUMN "client_name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "patient_name" text;--> statement-breakpoint
-- Backfill (issue 16): requests made before this column have only their requester's current name. For a visitor's
-- contact record that is the name given with the latest request from that phone, the best there is.
UPDATE "consultations" SET "patient_name" = "users"."name" FROM "users" WHERE "users"."id" = "consultations"."user_id";--> statement-breakpoint
-- Backfill (issue 16): a legal document kept after its client left said 'Former client'; it now says nothing, as a
-- prescription's patient_name does.
UPDATE "legal_documents" SET "client_name" = NULL WHERE "user_id" IS NULL AND "client_name" = 'Former client';
