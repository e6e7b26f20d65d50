ALTER TABLE "experts" ADD COLUMN "photo_key" text;--> statement-breakpoint
ALTER TABLE "experts" ADD COLUMN "photo_type" text;--> statement-breakpoint
ALTER TABLE "experts" ADD COLUMN "document_key" text;--> statement-breakpoint
ALTER TABLE "experts" ADD COLUMN "document_name" text;--> statement-breakpoint
ALTER TABLE "experts" ADD COLUMN "document_type" text;