CREATE TABLE "membership_charges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "membership_charges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"player_id" integer,
	"purpose" text DEFAULT 'membership' NOT NULL,
	"membership_type_id" integer,
	"billing_cycle" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"method" text,
	"recurring" boolean DEFAULT false NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"next_charge" date,
	"paid_at" timestamp with time zone,
	"note" text DEFAULT '' NOT NULL,
	"transaction_id" integer,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_charges_tenant_uq" UNIQUE("club_id","id")
);
--> statement-breakpoint
ALTER TABLE "membership_charges" ADD CONSTRAINT "membership_charges_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_charges" ADD CONSTRAINT "membership_charges_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_charges" ADD CONSTRAINT "membership_charges_recorded_by_players_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_charges" ADD CONSTRAINT "membership_charges_member_fk" FOREIGN KEY ("club_id","member_id") REFERENCES "public"."club_members"("club_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "membership_charges_member_idx" ON "membership_charges" USING btree ("club_id","member_id","period_start");--> statement-breakpoint
CREATE UNIQUE INDEX "membership_charges_paid_period_uq" ON "membership_charges" USING btree ("club_id","member_id","period_start") WHERE "membership_charges"."status" = 'P';--> statement-breakpoint
CREATE UNIQUE INDEX "membership_charges_one_outstanding_uq" ON "membership_charges" USING btree ("club_id","member_id") WHERE "membership_charges"."status" = 'O';--> statement-breakpoint
CREATE INDEX "membership_charges_outstanding_idx" ON "membership_charges" USING btree ("next_charge") WHERE "membership_charges"."status" = 'O';