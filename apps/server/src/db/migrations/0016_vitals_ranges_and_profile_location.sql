ALTER TABLE "vital_signs" DROP CONSTRAINT "vital_signs_heart_rate_range";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "languages" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "vital_signs" ADD CONSTRAINT "vital_signs_blood_pressure_systolic_range" CHECK ("vital_signs"."blood_pressure_systolic" is null or "vital_signs"."blood_pressure_systolic" between 50 and 260);--> statement-breakpoint
ALTER TABLE "vital_signs" ADD CONSTRAINT "vital_signs_blood_pressure_diastolic_range" CHECK ("vital_signs"."blood_pressure_diastolic" is null or "vital_signs"."blood_pressure_diastolic" between 30 and 160);--> statement-breakpoint
ALTER TABLE "vital_signs" ADD CONSTRAINT "vital_signs_blood_sugar_range" CHECK ("vital_signs"."blood_sugar" is null or "vital_signs"."blood_sugar" between 20 and 600);--> statement-breakpoint
ALTER TABLE "vital_signs" ADD CONSTRAINT "vital_signs_weight_range" CHECK ("vital_signs"."weight" is null or "vital_signs"."weight" between 2 and 300);--> statement-breakpoint
ALTER TABLE "vital_signs" ADD CONSTRAINT "vital_signs_some_measure" CHECK (num_nonnulls("vital_signs"."blood_pressure_systolic", "vital_signs"."blood_pressure_diastolic", "vital_signs"."heart_rate", "vital_signs"."blood_sugar", "vital_signs"."weight") > 0);--> statement-breakpoint
ALTER TABLE "vital_signs" ADD CONSTRAINT "vital_signs_blood_pressure_pair" CHECK (("vital_signs"."blood_pressure_systolic" is null) = ("vital_signs"."blood_pressure_diastolic" is null));--> statement-breakpoint
ALTER TABLE "vital_signs" ADD CONSTRAINT "vital_signs_heart_rate_range" CHECK ("vital_signs"."heart_rate" is null or "vital_signs"."heart_rate" between 30 and 250);