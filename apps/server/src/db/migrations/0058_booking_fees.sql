CREATE TABLE "booking_fees" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_fees_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"instance_id" integer NOT NULL,
	"kind" text NOT NULL,
	"player_id" integer NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"transaction_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"waived_at" timestamp with time zone,
	"waived_by" integer,
	"waive_reason" text,
	CONSTRAINT "booking_fees_tenant_uq" UNIQUE("club_id","id"),
	CONSTRAINT "booking_fees_instance_kind_uq" UNIQUE("instance_id","kind")
);
--> statement-breakpoint
ALTER TABLE "booking_fees" ADD CONSTRAINT "booking_fees_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_fees" ADD CONSTRAINT "booking_fees_waived_by_players_id_fk" FOREIGN KEY ("waived_by") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_fees" ADD CONSTRAINT "booking_fees_instance_fk" FOREIGN KEY ("club_id","instance_id") REFERENCES "public"."booking_instances"("club_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_fees" ADD CONSTRAINT "booking_fees_transaction_fk" FOREIGN KEY ("club_id","transaction_id") REFERENCES "public"."transactions"("club_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_fees_club_created_idx" ON "booking_fees" USING btree ("club_id","created_at");--> statement-breakpoint
CREATE INDEX "booking_fees_player_idx" ON "booking_fees" USING btree ("player_id","status");