CREATE TABLE "credit_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credit_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"kind" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"transaction_id" integer,
	"refund_id" integer,
	"item_ref" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_entries_tenant_uq" UNIQUE("club_id","id"),
	CONSTRAINT "credit_entries_refund_uq" UNIQUE("club_id","refund_id"),
	CONSTRAINT "credit_entries_amount_ck" CHECK ("credit_entries"."amount_minor" <> 0)
);
--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "to_credit" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_created_by_players_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_transaction_fk" FOREIGN KEY ("club_id","transaction_id") REFERENCES "public"."transactions"("club_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_refund_fk" FOREIGN KEY ("club_id","refund_id") REFERENCES "public"."refunds"("club_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_entries_account_idx" ON "credit_entries" USING btree ("club_id","player_id","id");--> statement-breakpoint
-- Account credit is an append-only ledger (docs/account-credit.md): an entry is never changed.
CREATE FUNCTION credit_entries_no_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'credit_entries are append-only: add an adjustment instead';
END;
$$;--> statement-breakpoint
CREATE TRIGGER credit_entries_no_update BEFORE UPDATE ON credit_entries FOR EACH ROW EXECUTE FUNCTION credit_entries_no_update();
