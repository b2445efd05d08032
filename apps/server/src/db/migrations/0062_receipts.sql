CREATE TABLE "receipt_counters" (
	"club_id" integer NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "receipt_counters_club_id_year_pk" PRIMARY KEY("club_id","year")
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "receipts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"year" integer NOT NULL,
	"seq" integer NOT NULL,
	"number" text NOT NULL,
	"source" text NOT NULL,
	"transaction_id" integer NOT NULL,
	"refund_id" integer,
	"snapshot" jsonb NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receipts_source_uq" UNIQUE("source"),
	CONSTRAINT "receipts_number_uq" UNIQUE("club_id","year","seq"),
	CONSTRAINT "receipts_tenant_uq" UNIQUE("club_id","id")
);
--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "tax_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "receipt_counters" ADD CONSTRAINT "receipt_counters_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_transaction_fk" FOREIGN KEY ("club_id","transaction_id") REFERENCES "public"."transactions"("club_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_refund_fk" FOREIGN KEY ("club_id","refund_id") REFERENCES "public"."refunds"("club_id","id") ON DELETE cascade ON UPDATE no action;