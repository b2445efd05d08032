CREATE TABLE "booking_share_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_share_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"series_id" integer NOT NULL,
	"share" text NOT NULL,
	"transaction_id" integer NOT NULL,
	"amount_minor" integer NOT NULL,
	"refunded_minor" integer DEFAULT 0 NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_share_payments_tenant_uq" UNIQUE("club_id","id"),
	CONSTRAINT "booking_share_payments_transaction_share" UNIQUE("transaction_id","share")
);
--> statement-breakpoint
ALTER TABLE "booking_share_payments" ADD CONSTRAINT "booking_share_payments_series_fk" FOREIGN KEY ("club_id","series_id") REFERENCES "public"."booking_series"("club_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_share_payments" ADD CONSTRAINT "booking_share_payments_transaction_fk" FOREIGN KEY ("club_id","transaction_id") REFERENCES "public"."transactions"("club_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_share_payments_series_idx" ON "booking_share_payments" USING btree ("series_id");