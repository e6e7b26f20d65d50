CREATE TABLE "call_rooms" (
	"id" text PRIMARY KEY NOT NULL,
	"consultation_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "call_rooms" ADD CONSTRAINT "call_rooms_consultation_id_consultations_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "call_rooms_consultation_key" ON "call_rooms" USING btree ("consultation_id");