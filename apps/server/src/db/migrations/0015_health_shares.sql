CREATE TYPE "public"."health_share_kind" AS ENUM('qr', 'chart');--> statement-breakpoint
CREATE TABLE "health_share_openings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "health_share_openings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"share_id" uuid NOT NULL,
	"viewer_user_id" uuid,
	"sections" text[] NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "health_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" "health_share_kind" NOT NULL,
	"token_hash" text,
	"consultation_id" uuid,
	"expert_id" uuid,
	"scopes" text[] NOT NULL,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "health_shares_kind_fields" CHECK (("health_shares"."kind" = 'qr' and "health_shares"."token_hash" is not null and "health_shares"."expires_at" is not null) or ("health_shares"."kind" = 'chart' and "health_shares"."consultation_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "health_share_openings" ADD CONSTRAINT "health_share_openings_share_id_health_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."health_shares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_share_openings" ADD CONSTRAINT "health_share_openings_viewer_user_id_users_id_fk" FOREIGN KEY ("viewer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_shares" ADD CONSTRAINT "health_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_shares" ADD CONSTRAINT "health_shares_consultation_id_consultations_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_shares" ADD CONSTRAINT "health_shares_expert_id_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "health_share_openings_share_idx" ON "health_share_openings" USING btree ("share_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "health_shares_token_hash_key" ON "health_shares" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "health_shares_user_idx" ON "health_shares" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "health_shares_live_chart_key" ON "health_shares" USING btree ("consultation_id") WHERE "health_shares"."kind" = 'chart' and "health_shares"."revoked_at" is null;