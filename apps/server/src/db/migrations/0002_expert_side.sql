CREATE TYPE "public"."actor_role" AS ENUM('patient', 'expert', 'admin', 'system');--> statement-breakpoint
CREATE TYPE "public"."legal_document_kind" AS ENUM('advice_note', 'draft');--> statement-breakpoint
CREATE TYPE "public"."consultation_action" AS ENUM('create', 'accept', 'complete', 'cancel', 'refer');--> statement-breakpoint
CREATE TYPE "public"."expert_status" AS ENUM('pending', 'approved', 'rejected', 'suspended');--> statement-breakpoint
CREATE TABLE "consultation_status_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "consultation_status_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"consultation_id" uuid NOT NULL,
	"action" "consultation_action" NOT NULL,
	"from_status" "consultation_status",
	"to_status" "consultation_status" NOT NULL,
	"actor_user_id" uuid,
	"actor_role" "actor_role" NOT NULL,
	"expert_id" uuid,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legal_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consultation_id" uuid,
	"user_id" uuid,
	"expert_id" uuid,
	"kind" "legal_document_kind" NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"case_type" text,
	"client_name" text NOT NULL,
	"lawyer_name" text NOT NULL,
	"lawyer_enrolment_number" text,
	"lawyer_bar_council" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ratings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consultation_id" uuid NOT NULL,
	"user_id" uuid,
	"expert_id" uuid NOT NULL,
	"stars" integer NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ratings_stars_range" CHECK ("ratings"."stars" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "referral_chains" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consultation_id" uuid NOT NULL,
	"from_expert_id" uuid,
	"to_expert_id" uuid,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "experts" ADD COLUMN "status" "expert_status" DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE "experts" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "experts" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "experts" ADD COLUMN "reviewed_by" uuid;--> statement-breakpoint
ALTER TABLE "experts" ADD COLUMN "qualification" text;--> statement-breakpoint
ALTER TABLE "experts" ADD COLUMN "credential_body" text;--> statement-breakpoint
ALTER TABLE "experts" ADD COLUMN "credential_number" text;--> statement-breakpoint
ALTER TABLE "experts" ADD COLUMN "portfolio_url" text;--> statement-breakpoint
ALTER TABLE "experts" ADD COLUMN "consultation_fee" integer;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "follow_up" text;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "patient_name" text;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "patient_age" integer;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "patient_gender" text;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "doctor_name" text;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "doctor_qualification" text;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "doctor_registration_number" text;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "doctor_council" text;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "doctor_specialization" text;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "age_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consultation_status_changes" ADD CONSTRAINT "consultation_status_changes_consultation_id_consultations_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_status_changes" ADD CONSTRAINT "consultation_status_changes_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_status_changes" ADD CONSTRAINT "consultation_status_changes_expert_id_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_documents" ADD CONSTRAINT "legal_documents_consultation_id_consultations_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_documents" ADD CONSTRAINT "legal_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_documents" ADD CONSTRAINT "legal_documents_expert_id_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_consultation_id_consultations_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_expert_id_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_chains" ADD CONSTRAINT "referral_chains_consultation_id_consultations_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_chains" ADD CONSTRAINT "referral_chains_from_expert_id_experts_id_fk" FOREIGN KEY ("from_expert_id") REFERENCES "public"."experts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_chains" ADD CONSTRAINT "referral_chains_to_expert_id_experts_id_fk" FOREIGN KEY ("to_expert_id") REFERENCES "public"."experts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consultation_status_changes_consultation_idx" ON "consultation_status_changes" USING btree ("consultation_id","id");--> statement-breakpoint
CREATE INDEX "legal_documents_user_idx" ON "legal_documents" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "legal_documents_consultation_idx" ON "legal_documents" USING btree ("consultation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ratings_consultation_key" ON "ratings" USING btree ("consultation_id");--> statement-breakpoint
CREATE INDEX "ratings_expert_idx" ON "ratings" USING btree ("expert_id");--> statement-breakpoint
CREATE INDEX "referral_chains_created_idx" ON "referral_chains" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "referral_chains_consultation_idx" ON "referral_chains" USING btree ("consultation_id");--> statement-breakpoint
ALTER TABLE "experts" ADD CONSTRAINT "experts_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "experts_status_created_idx" ON "experts" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "prescriptions_consultation_idx" ON "prescriptions" USING btree ("consultation_id");--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_patient_age_range" CHECK ("prescriptions"."patient_age" is null or ("prescriptions"."patient_age" >= 0 and "prescriptions"."patient_age" <= 120));