CREATE TABLE "store_cash_ups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "store_cash_ups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"till_id" integer NOT NULL,
	"day" date NOT NULL,
	"currency" text NOT NULL,
	"sales" jsonb NOT NULL,
	"refunds" jsonb NOT NULL,
	"opening_float_minor" integer NOT NULL,
	"expected_cash_minor" integer NOT NULL,
	"counted_cash_minor" integer NOT NULL,
	"difference_minor" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"closed_by" integer,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_cash_ups_tenant_uq" UNIQUE("club_id","id"),
	CONSTRAINT "store_cash_ups_day_uq" UNIQUE("club_id","till_id","day")
);
--> statement-breakpoint
CREATE TABLE "store_tills" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "store_tills_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"name" text NOT NULL,
	"opening_float_minor" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_tills_tenant_uq" UNIQUE("club_id","id")
);
--> statement-breakpoint
ALTER TABLE "store_sales" ADD COLUMN "till_id" integer;--> statement-breakpoint
ALTER TABLE "store_cash_ups" ADD CONSTRAINT "store_cash_ups_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_cash_ups" ADD CONSTRAINT "store_cash_ups_closed_by_players_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_cash_ups" ADD CONSTRAINT "store_cash_ups_till_fk" FOREIGN KEY ("club_id","till_id") REFERENCES "public"."store_tills"("club_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_tills" ADD CONSTRAINT "store_tills_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_cash_ups_club_day_idx" ON "store_cash_ups" USING btree ("club_id","day");--> statement-breakpoint
ALTER TABLE "store_sales" ADD CONSTRAINT "store_sales_till_fk" FOREIGN KEY ("club_id","till_id") REFERENCES "public"."store_tills"("club_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_sales_till_created_idx" ON "store_sales" USING btree ("till_id","created_at");