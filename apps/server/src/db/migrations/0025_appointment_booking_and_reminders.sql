CREATE TABLE "expert_availability" (
	"expert_id" uuid PRIMARY KEY NOT NULL,
	"hours" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "family_member_id" uuid;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "consultation_id" uuid;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "room_id" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "time_zone" text DEFAULT 'Asia/Kolkata' NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "fee" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "appointment_id" uuid;--> statement-breakpoint
ALTER TABLE "expert_availability" ADD CONSTRAINT "expert_availability_expert_id_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_family_member_id_family_members_id_fk" FOREIGN KEY ("family_member_id") REFERENCES "public"."family_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_consultation_id_consultations_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_room_id_call_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."call_rooms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_expert_date_idx" ON "appointments" USING btree ("expert_id","appointment_date");--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_expert_slot_key" ON "appointments" USING btree ("expert_id","appointment_date") WHERE "appointments"."status" = 'scheduled';--> statement-breakpoint
CREATE INDEX "outbox_appointment_idx" ON "outbox" USING btree ("appointment_id");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_cancelled_by" CHECK ("appointments"."cancelled_by" is null or "appointments"."cancelled_by" in ('patient', 'expert'));--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_ends_after_start" CHECK ("appointments"."ends_at" is null or "appointments"."ends_at" > "appointments"."appointment_date");