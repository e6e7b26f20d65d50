CREATE TYPE "public"."contact_message_status" AS ENUM('new', 'handled');--> statement-breakpoint
CREATE TYPE "public"."deletion_request_kind" AS ENUM('request', 'self_service');--> statement-breakpoint
CREATE TYPE "public"."deletion_request_status" AS ENUM('pending', 'completed', 'rejected');--> statement-breakpoint
CREATE TABLE "account_deletion_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "deletion_request_kind" NOT NULL,
	"status" "deletion_request_status" DEFAULT 'pending' NOT NULL,
	"email_hash" text NOT NULL,
	"email" text,
	"phone" text,
	"full_name" text,
	"reason" text,
	"respond_by" date NOT NULL,
	"delete_by" date NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_deletion_requests_personal_data_only_while_open" CHECK (("account_deletion_requests"."kind" = 'request' and "account_deletion_requests"."status" = 'pending') or ("account_deletion_requests"."email" is null and "account_deletion_requests"."phone" is null and "account_deletion_requests"."full_name" is null and "account_deletion_requests"."reason" is null))
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"status" "contact_message_status" DEFAULT 'new' NOT NULL,
	"handled_at" timestamp with time zone,
	"handled_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_messages_handled_consistent" CHECK (("contact_messages"."status" = 'handled') = ("contact_messages"."handled_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_deletion_requests_status_created_idx" ON "account_deletion_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "account_deletion_requests_email_hash_idx" ON "account_deletion_requests" USING btree ("email_hash");--> statement-breakpoint
CREATE INDEX "contact_messages_status_created_idx" ON "contact_messages" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contact_messages_user_id_idx" ON "contact_messages" USING btree ("user_id");