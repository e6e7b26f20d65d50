ALTER TYPE "public"."message_kind" ADD VALUE 'prescription';--> statement-breakpoint
ALTER TYPE "public"."message_kind" ADD VALUE 'legal_document';--> statement-breakpoint
ALTER TABLE "consultation_messages" ADD COLUMN "document_id" uuid;--> statement-breakpoint
ALTER TABLE "consultation_messages" ADD CONSTRAINT "consultation_messages_document_kind" CHECK (("consultation_messages"."document_id" is not null) = ("consultation_messages"."kind"::text in ('prescription', 'legal_document')));