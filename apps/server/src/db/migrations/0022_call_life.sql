CREATE TYPE "public"."call_mode" AS ENUM('video', 'audio');--> statement-breakpoint
CREATE TYPE "public"."call_status" AS ENUM('ringing', 'accepted', 'declined', 'missed', 'cancelled', 'connected', 'ended');--> statement-breakpoint
CREATE TABLE "call_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consultation_id" uuid NOT NULL,
	"room_id" text,
	"mode" "call_mode" NOT NULL,
	"status" "call_status" NOT NULL,
	"caller_id" uuid,
	"expires_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"left_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "call_rooms_consultation_key";--> statement-breakpoint
ALTER TABLE "call_rooms" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "call_records" ADD CONSTRAINT "call_records_consultation_id_consultations_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_records" ADD CONSTRAINT "call_records_room_id_call_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."call_rooms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_records" ADD CONSTRAINT "call_records_caller_id_users_id_fk" FOREIGN KEY ("caller_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "call_records_consultation_idx" ON "call_records" USING btree ("consultation_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "call_records_live_key" ON "call_records" USING btree ("consultation_id") WHERE "call_records"."status" in ('ringing', 'accepted', 'connected');--> statement-breakpoint
CREATE UNIQUE INDEX "call_rooms_consultation_key" ON "call_rooms" USING btree ("consultation_id") WHERE "call_rooms"."starts_at" is null;