CREATE TYPE "public"."family_gender" AS ENUM('male', 'female', 'other');--> statement-breakpoint
CREATE TYPE "public"."family_relation" AS ENUM('spouse', 'child', 'parent', 'sibling', 'grandparent', 'other');--> statement-breakpoint
CREATE TABLE "family_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"relation" "family_relation" NOT NULL,
	"date_of_birth" date NOT NULL,
	"gender" "family_gender" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "family_member_id" uuid;--> statement-breakpoint
ALTER TABLE "medical_records" ADD COLUMN "family_member_id" uuid;--> statement-breakpoint
ALTER TABLE "vital_signs" ADD COLUMN "family_member_id" uuid;--> statement-breakpoint
ALTER TABLE "family_members" ADD CONSTRAINT "family_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "family_members_user_idx" ON "family_members" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_family_member_id_family_members_id_fk" FOREIGN KEY ("family_member_id") REFERENCES "public"."family_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_records" ADD CONSTRAINT "medical_records_family_member_id_family_members_id_fk" FOREIGN KEY ("family_member_id") REFERENCES "public"."family_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vital_signs" ADD CONSTRAINT "vital_signs_family_member_id_family_members_id_fk" FOREIGN KEY ("family_member_id") REFERENCES "public"."family_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "medical_records_member_idx" ON "medical_records" USING btree ("family_member_id");--> statement-breakpoint
CREATE INDEX "vital_signs_member_idx" ON "vital_signs" USING btree ("family_member_id");