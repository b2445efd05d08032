CREATE TABLE "court_booking_rates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "court_booking_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"court_group_id" integer NOT NULL,
	"name" text NOT NULL,
	"weekdays" smallint[] DEFAULT '{0,1,2,3,4,5,6}' NOT NULL,
	"start_hour" smallint NOT NULL,
	"start_minute" smallint DEFAULT 0 NOT NULL,
	"end_hour" smallint NOT NULL,
	"end_minute" smallint DEFAULT 0 NOT NULL,
	"member_def_price" numeric(12, 2) DEFAULT '0' NOT NULL,
	"member_can_book" boolean DEFAULT true NOT NULL,
	"nonmember_def_price" numeric(12, 2) DEFAULT '0' NOT NULL,
	"nonmember_can_book" boolean DEFAULT true NOT NULL,
	"coach_book_price" numeric(12, 2) DEFAULT '0' NOT NULL,
	"coach_can_book" boolean DEFAULT true NOT NULL,
	CONSTRAINT "court_booking_rates_window_ck" CHECK ("court_booking_rates"."end_hour" * 60 + "court_booking_rates"."end_minute" > "court_booking_rates"."start_hour" * 60 + "court_booking_rates"."start_minute" and "court_booking_rates"."end_hour" * 60 + "court_booking_rates"."end_minute" <= 1440),
	CONSTRAINT "court_booking_rates_prices_ck" CHECK ("court_booking_rates"."member_def_price" >= 0 and "court_booking_rates"."nonmember_def_price" >= 0 and "court_booking_rates"."coach_book_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "membership_type_booking_rates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "membership_type_booking_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"booking_rate_id" integer NOT NULL,
	"membership_type_id" integer NOT NULL,
	"can_book" boolean DEFAULT true NOT NULL,
	"price" numeric(12, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "membership_type_booking_rates_rate_type" UNIQUE("booking_rate_id","membership_type_id"),
	CONSTRAINT "membership_type_booking_rates_price_ck" CHECK ("membership_type_booking_rates"."price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "court_booking_rates" ADD CONSTRAINT "court_booking_rates_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "court_booking_rates" ADD CONSTRAINT "court_booking_rates_court_group_id_court_groups_id_fk" FOREIGN KEY ("court_group_id") REFERENCES "public"."court_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_type_booking_rates" ADD CONSTRAINT "membership_type_booking_rates_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_type_booking_rates" ADD CONSTRAINT "membership_type_booking_rates_booking_rate_id_court_booking_rates_id_fk" FOREIGN KEY ("booking_rate_id") REFERENCES "public"."court_booking_rates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_type_booking_rates" ADD CONSTRAINT "membership_type_booking_rates_membership_type_id_membership_types_id_fk" FOREIGN KEY ("membership_type_id") REFERENCES "public"."membership_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "court_booking_rates_group_idx" ON "court_booking_rates" USING btree ("court_group_id");--> statement-breakpoint
CREATE INDEX "court_booking_rates_club_idx" ON "court_booking_rates" USING btree ("club_id");--> statement-breakpoint
CREATE INDEX "membership_type_booking_rates_type_idx" ON "membership_type_booking_rates" USING btree ("membership_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "court_groups_one_default" ON "court_groups" USING btree ("club_id") WHERE "court_groups"."default";--> statement-breakpoint
CREATE UNIQUE INDEX "court_groups_club_name_uq" ON "court_groups" USING btree ("club_id",lower("name"));