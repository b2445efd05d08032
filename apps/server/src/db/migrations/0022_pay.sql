CREATE TABLE "club_customers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "club_customers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"gateway_customer" text,
	"payment_method_id" text,
	"card_brand" text,
	"card_last4" text,
	"card_exp_month" integer,
	"card_exp_year" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_customers_tenant_uq" UNIQUE("club_id","id")
);
--> statement-breakpoint
CREATE TABLE "payment_cards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"payment_method_id" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_cards_method_uq" UNIQUE("customer_id","payment_method_id")
);
--> statement-breakpoint
CREATE TABLE "payment_customers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_customers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"player_id" integer NOT NULL,
	"gateway_customer" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_customers_player_id_unique" UNIQUE("player_id")
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"transaction_id" integer NOT NULL,
	"amount_minor" integer NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'S' NOT NULL,
	"refund_id" text,
	"failure_reason" text,
	"failure_message" text,
	"error_code" text,
	"idempotency_key" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_tenant_uq" UNIQUE("club_id","id"),
	CONSTRAINT "refunds_idempotency_uq" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"kind" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'S' NOT NULL,
	"payment_method" text DEFAULT 'C' NOT NULL,
	"player_id" integer,
	"club_customer_id" integer,
	"payer_name" text DEFAULT '' NOT NULL,
	"payer_email" text DEFAULT '' NOT NULL,
	"item_name" text DEFAULT '' NOT NULL,
	"item_ref" text,
	"quantity" integer DEFAULT 1 NOT NULL,
	"membership_type_id" integer,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"card_brand" text,
	"card_last4" text,
	"failure_code" text,
	"failure_reason" text,
	"failure_detail" jsonb,
	"gateway_ref" text,
	"client_secret" text,
	"idempotency_key" text NOT NULL,
	"gateway_key" text NOT NULL,
	"receiver_account" text,
	"destination_amount" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transactions_tenant_uq" UNIQUE("club_id","id"),
	CONSTRAINT "transactions_idempotency_uq" UNIQUE("club_id","idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "club_customers" ADD CONSTRAINT "club_customers_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_cards" ADD CONSTRAINT "payment_cards_customer_id_payment_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."payment_customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_customers" ADD CONSTRAINT "payment_customers_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_created_by_players_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_transaction_fk" FOREIGN KEY ("club_id","transaction_id") REFERENCES "public"."transactions"("club_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_created_by_players_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_club_customer_fk" FOREIGN KEY ("club_id","club_customer_id") REFERENCES "public"."club_customers"("club_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_transaction_idx" ON "refunds" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "transactions_club_created_idx" ON "transactions" USING btree ("club_id","created_at");--> statement-breakpoint
CREATE INDEX "transactions_player_idx" ON "transactions" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "transactions_item_idx" ON "transactions" USING btree ("club_id","item_ref");--> statement-breakpoint
CREATE INDEX "transactions_gateway_ref_idx" ON "transactions" USING btree ("gateway_ref") WHERE "transactions"."gateway_ref" is not null;