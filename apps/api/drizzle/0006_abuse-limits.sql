CREATE TABLE "client_counts" (
	"scope" text NOT NULL,
	"client" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"window_end" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "client_counts_scope_client_window_start_pk" PRIMARY KEY("scope","client","window_start")
);
--> statement-breakpoint
CREATE TABLE "sign_in_failures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sign_in_failures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account" text NOT NULL,
	"client" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "course_seats" ADD COLUMN "holder" text;--> statement-breakpoint
CREATE INDEX "client_counts_end_idx" ON "client_counts" USING btree ("window_end");--> statement-breakpoint
CREATE INDEX "sign_in_failures_account_idx" ON "sign_in_failures" USING btree ("account","at");--> statement-breakpoint
CREATE INDEX "sign_in_failures_at_idx" ON "sign_in_failures" USING btree ("at");--> statement-breakpoint
CREATE INDEX "course_seats_holder_idx" ON "course_seats" USING btree ("course_date_id","holder");--> statement-breakpoint
ALTER TABLE "staff_users" DROP COLUMN "failed_sign_ins";--> statement-breakpoint
ALTER TABLE "staff_users" DROP COLUMN "locked_until";--> statement-breakpoint
-- A seat's holder (a client address) is kept only while the seat is held: once it is sold or
-- released it no longer guards the stock, so it is cleared, whichever code path moved it.
CREATE FUNCTION course_seats_forget_holder() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status <> 'held' THEN
    NEW.holder := NULL;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER course_seats_forget_holder BEFORE UPDATE OF status ON course_seats
  FOR EACH ROW EXECUTE FUNCTION course_seats_forget_holder();
