ALTER TABLE "orders" ADD COLUMN "photo_id_document" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "photo_id_expires_on" text;