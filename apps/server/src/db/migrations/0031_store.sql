CREATE TABLE "store_products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "store_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"name" text NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"desc" text DEFAULT '' NOT NULL,
	"member_price_minor" integer NOT NULL,
	"nonmember_price_minor" integer NOT NULL,
	"tax_rate_bp" integer,
	"enabled" boolean DEFAULT true NOT NULL,
	"duration" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_products_tenant_uq" UNIQUE("club_id","id")
);
--> statement-breakpoint
CREATE TABLE "store_sale_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "store_sale_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"sale_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_minor" integer NOT NULL,
	"price_minor" integer NOT NULL,
	"discounted_minor" integer NOT NULL,
	"tax_minor" integer NOT NULL,
	"tax_rate_bp" integer NOT NULL,
	CONSTRAINT "store_sale_lines_tenant_uq" UNIQUE("club_id","id")
);
--> statement-breakpoint
CREATE TABLE "store_sales" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "store_sales_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"member_id" integer,
	"player_id" integer,
	"club_customer_id" integer,
	"buyer_name" text DEFAULT '' NOT NULL,
	"buyer_email" text DEFAULT '' NOT NULL,
	"payment_method" text NOT NULL,
	"discount_bp" integer DEFAULT 0 NOT NULL,
	"tax_inclusive" boolean DEFAULT true NOT NULL,
	"sub_total_minor" integer DEFAULT 0 NOT NULL,
	"discount_minor" integer DEFAULT 0 NOT NULL,
	"tax_minor" integer DEFAULT 0 NOT NULL,
	"total_minor" integer DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"transaction_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_sales_tenant_uq" UNIQUE("club_id","id"),
	CONSTRAINT "store_sales_idempotency_uq" UNIQUE("club_id","idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "store_products" ADD CONSTRAINT "store_products_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_products" ADD CONSTRAINT "store_products_created_by_players_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_sale_lines" ADD CONSTRAINT "store_sale_lines_sale_fk" FOREIGN KEY ("club_id","sale_id") REFERENCES "public"."store_sales"("club_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_sale_lines" ADD CONSTRAINT "store_sale_lines_product_fk" FOREIGN KEY ("club_id","product_id") REFERENCES "public"."store_products"("club_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_sales" ADD CONSTRAINT "store_sales_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_sales" ADD CONSTRAINT "store_sales_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_sales" ADD CONSTRAINT "store_sales_created_by_players_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_sales" ADD CONSTRAINT "store_sales_club_customer_fk" FOREIGN KEY ("club_id","club_customer_id") REFERENCES "public"."club_customers"("club_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_sales" ADD CONSTRAINT "store_sales_transaction_fk" FOREIGN KEY ("club_id","transaction_id") REFERENCES "public"."transactions"("club_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_products_club_category_idx" ON "store_products" USING btree ("club_id","category");--> statement-breakpoint
CREATE INDEX "store_sale_lines_sale_idx" ON "store_sale_lines" USING btree ("sale_id");--> statement-breakpoint
CREATE INDEX "store_sale_lines_product_idx" ON "store_sale_lines" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "store_sales_club_created_idx" ON "store_sales" USING btree ("club_id","created_at");