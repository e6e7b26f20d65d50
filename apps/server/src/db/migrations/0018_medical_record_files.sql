ALTER TABLE "medical_records" ADD COLUMN "storage_key" text;--> statement-breakpoint
ALTER TABLE "medical_records" ADD COLUMN "content_type" text;--> statement-breakpoint
ALTER TABLE "medical_records" ADD COLUMN "size_bytes" integer;--> statement-breakpoint
ALTER TABLE "medical_records" ADD CONSTRAINT "medical_records_storage_key_unique" UNIQUE("storage_key");--> statement-breakpoint
ALTER TABLE "medical_records" ADD CONSTRAINT "medical_records_file_whole" CHECK (num_nulls("medical_records"."storage_key", "medical_records"."content_type", "medical_records"."size_bytes") in (0, 3));--> statement-breakpoint
ALTER TABLE "medical_records" ADD CONSTRAINT "medical_records_size_positive" CHECK ("medical_records"."size_bytes" is null or "medical_records"."size_bytes" > 0);