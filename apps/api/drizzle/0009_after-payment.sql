CREATE TABLE "sms_opt_outs" (
	"phone_number" text PRIMARY KEY NOT NULL,
	"stopped_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "change_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"preferred_dates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"preferred_time" text,
	"reason" text,
	"free_until" text,
	"late" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid,
	"outcome_note" text
);
--> statement-breakpoint
DROP INDEX "email_outbox_order_kind_unique";--> statement-breakpoint
DROP INDEX "email_outbox_enquiry_kind_unique";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reminders_off_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "card_expires_on" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "channel" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "occasion" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "change_requests" ADD CONSTRAINT "change_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_requests" ADD CONSTRAINT "change_requests_resolved_by_staff_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "change_requests_one_open_unique" ON "change_requests" USING btree ("order_id") WHERE "change_requests"."status" = 'open';--> statement-breakpoint
CREATE INDEX "change_requests_queue_idx" ON "change_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "email_outbox_order_message_unique" ON "email_outbox" USING btree ("order_id","kind","channel","occasion");--> statement-breakpoint
CREATE UNIQUE INDEX "email_outbox_enquiry_message_unique" ON "email_outbox" USING btree ("enquiry_id","kind","channel","occasion");--> statement-breakpoint
-- Text messages need numbers in E.164 (issue 19): UK numbers typed as 07700 900123 become +447700900123.
UPDATE "people" SET "phone_number" = '+44' || substr(regexp_replace("phone_number", '\D', '', 'g'), 2)
WHERE regexp_replace("phone_number", '\D', '', 'g') ~ '^0[1-9][0-9]{8,9}$';
