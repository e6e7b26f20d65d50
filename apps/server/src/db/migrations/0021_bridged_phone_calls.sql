CREATE TYPE "public"."bridged_call_kind" AS ENUM('consultation', 'test');--> statement-breakpoint
CREATE TYPE "public"."bridged_call_status" AS ENUM('queued', 'doctor_ringing', 'doctor_answered', 'patient_ringing', 'bridged', 'completed', 'failed');--> statement-breakpoint
CREATE TABLE "bridged_call_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bridged_call_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"call_id" uuid NOT NULL,
	"status" "bridged_call_status" NOT NULL,
	"source" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bridged_calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "bridged_call_kind" NOT NULL,
	"consultation_id" uuid,
	"placed_by_role" text NOT NULL,
	"provider" text NOT NULL,
	"provider_call_sid" text,
	"caller_id" text NOT NULL,
	"status" "bridged_call_status" DEFAULT 'queued' NOT NULL,
	"failure_reason" text,
	"consult_id" text,
	"reason" text,
	"doctor_number_masked" text,
	"patient_number_masked" text,
	"notice_outbox_id" bigint,
	"simulation" jsonb,
	"conversation_seconds" integer,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bridged_call_events" ADD CONSTRAINT "bridged_call_events_call_id_bridged_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."bridged_calls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bridged_calls" ADD CONSTRAINT "bridged_calls_consultation_id_consultations_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bridged_calls" ADD CONSTRAINT "bridged_calls_notice_outbox_id_outbox_id_fk" FOREIGN KEY ("notice_outbox_id") REFERENCES "public"."outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bridged_call_events_call_status_key" ON "bridged_call_events" USING btree ("call_id","status");--> statement-breakpoint
CREATE INDEX "bridged_calls_created_idx" ON "bridged_calls" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bridged_calls_consultation_idx" ON "bridged_calls" USING btree ("consultation_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "bridged_calls_provider_sid_key" ON "bridged_calls" USING btree ("provider","provider_call_sid");