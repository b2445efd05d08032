CREATE TABLE "club_subscription_charges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "club_subscription_charges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"subscription_id" integer NOT NULL,
	"player_id" integer,
	"purpose" text NOT NULL,
	"package_id" integer NOT NULL,
	"billing_cycle" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"price_minor" integer NOT NULL,
	"credit_minor" integer DEFAULT 0 NOT NULL,
	"credit_after_minor" integer DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"recurring" boolean DEFAULT true NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"next_charge" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"failure_reason" text,
	"transaction_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_subscription_charges_tenant_uq" UNIQUE("club_id","id")
);
--> statement-breakpoint
ALTER TABLE "club_subscriptions" ADD COLUMN "period_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "club_subscriptions" ADD COLUMN "payer_player_id" integer;--> statement-breakpoint
ALTER TABLE "club_subscriptions" ADD COLUMN "payment_method_id" text;--> statement-breakpoint
ALTER TABLE "club_subscriptions" ADD COLUMN "credit_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "club_subscriptions" ADD COLUMN "cancel_at_period_end" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "club_subscriptions" ADD COLUMN "overdue_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "club_members" ADD COLUMN "auto_renew" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "club_subscription_charges" ADD CONSTRAINT "club_subscription_charges_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_subscription_charges" ADD CONSTRAINT "club_subscription_charges_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_subscription_charges" ADD CONSTRAINT "club_subscription_charges_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_subscription_charges" ADD CONSTRAINT "club_subscription_charges_subscription_fk" FOREIGN KEY ("club_id","subscription_id") REFERENCES "public"."club_subscriptions"("club_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "club_subscription_charges_one_outstanding_uq" ON "club_subscription_charges" USING btree ("club_id","subscription_id") WHERE "club_subscription_charges"."status" = 'O';--> statement-breakpoint
CREATE INDEX "club_subscription_charges_sub_idx" ON "club_subscription_charges" USING btree ("club_id","subscription_id","created_at");--> statement-breakpoint
ALTER TABLE "club_subscriptions" ADD CONSTRAINT "club_subscriptions_payer_player_id_players_id_fk" FOREIGN KEY ("payer_player_id") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;