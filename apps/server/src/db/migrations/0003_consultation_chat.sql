CREATE TYPE "public"."message_kind" AS ENUM('text', 'file', 'voice');--> statement-breakpoint
CREATE TABLE "chat_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consultation_id" uuid NOT NULL,
	"message_id" bigint NOT NULL,
	"uploader_id" uuid,
	"storage_key" text NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"duration_ms" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_files_message_id_unique" UNIQUE("message_id")
);
--> statement-breakpoint
CREATE TABLE "conversation_receipts" (
	"consultation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"delivered_up_to" bigint DEFAULT 0 NOT NULL,
	"read_up_to" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "conversation_receipts_consultation_id_user_id_pk" PRIMARY KEY("consultation_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "presence_connections" (
	"instance_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"connections" integer NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "presence_connections_instance_id_user_id_pk" PRIMARY KEY("instance_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "user_presence" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consultation_messages" ADD COLUMN "kind" "message_kind" DEFAULT 'text' NOT NULL;--> statement-breakpoint
ALTER TABLE "consultation_messages" ADD COLUMN "client_id" uuid;--> statement-breakpoint
ALTER TABLE "chat_files" ADD CONSTRAINT "chat_files_consultation_id_consultations_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_files" ADD CONSTRAINT "chat_files_message_id_consultation_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."consultation_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_files" ADD CONSTRAINT "chat_files_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_receipts" ADD CONSTRAINT "conversation_receipts_consultation_id_consultations_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_receipts" ADD CONSTRAINT "conversation_receipts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presence_connections" ADD CONSTRAINT "presence_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_presence" ADD CONSTRAINT "user_presence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_files_consultation_idx" ON "chat_files" USING btree ("consultation_id");--> statement-breakpoint
CREATE INDEX "presence_connections_user_idx" ON "presence_connections" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "consultation_messages_sender_client_key" ON "consultation_messages" USING btree ("sender_id","client_id");