CREATE TABLE "auth_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "auth_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "auth_tokens_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "user_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"purpose" text NOT NULL,
	"key_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"contact_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "user_links_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contacts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"player_id" integer NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"validated" boolean DEFAULT false NOT NULL,
	"primary" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_followed_clubs" (
	"player_id" integer NOT NULL,
	"club_id" integer NOT NULL,
	CONSTRAINT "player_followed_clubs_player_id_club_id_pk" PRIMARY KEY("player_id","club_id")
);
--> statement-breakpoint
CREATE TABLE "players" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "players_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"full_name" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"gender" text DEFAULT 'U' NOT NULL,
	"dob" date,
	"ntrp_level" numeric(3, 1),
	"stripe_customer" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "players_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "formats" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "formats_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sport_id" integer NOT NULL,
	"name" text NOT NULL,
	"players_per_side" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_features" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "market_features_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"desc" text DEFAULT '' NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"cost_text" text DEFAULT '' NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"countries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"prices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"default_params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "market_features_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "package_features" (
	"package_id" integer NOT NULL,
	"feature_id" integer NOT NULL,
	CONSTRAINT "package_features_package_id_feature_id_pk" PRIMARY KEY("package_id","feature_id")
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "packages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"desc" text DEFAULT '' NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"cost_text" text DEFAULT '' NOT NULL,
	"order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "packages_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "product_categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "sports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	CONSTRAINT "sports_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "surfaces" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "surfaces_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sport_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "club_admins" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "club_admins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"status" text DEFAULT 'P' NOT NULL,
	"access" text DEFAULT 'S' NOT NULL,
	"roles" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_admins_club_player" UNIQUE("club_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "club_features" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "club_features_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"feature_id" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "club_features_club_feature" UNIQUE("club_id","feature_id")
);
--> statement-breakpoint
CREATE TABLE "club_opening_hours" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "club_opening_hours_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"open" time NOT NULL,
	"close" time NOT NULL,
	CONSTRAINT "club_opening_hours_day" UNIQUE("club_id","weekday")
);
--> statement-breakpoint
CREATE TABLE "club_packages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "club_packages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	CONSTRAINT "club_packages_club_id_unique" UNIQUE("club_id")
);
--> statement-breakpoint
CREATE TABLE "club_subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "club_subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"billing_cycle" text DEFAULT 'A' NOT NULL,
	"status" text DEFAULT 'C' NOT NULL,
	"expires" timestamp with time zone,
	CONSTRAINT "club_subscriptions_club_id_unique" UNIQUE("club_id")
);
--> statement-breakpoint
CREATE TABLE "clubs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clubs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"street_address" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"postcode" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"country" text DEFAULT 'AU' NOT NULL,
	"currency" text DEFAULT 'aud' NOT NULL,
	"time_zone" text DEFAULT 'Australia/Sydney' NOT NULL,
	"connect_available" boolean DEFAULT false NOT NULL,
	"stripe_account" text,
	"facilities" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"available_sports" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "club_coaches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "club_coaches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"coach_id" integer NOT NULL,
	"ttype" text DEFAULT 'C' NOT NULL,
	"student_gender" text DEFAULT 'U' NOT NULL,
	"min_student_age" smallint DEFAULT 4 NOT NULL,
	"max_student_age" smallint DEFAULT 99 NOT NULL,
	"min_ntrp" numeric(2, 1) DEFAULT '1.0' NOT NULL,
	"max_ntrp" numeric(2, 1) DEFAULT '5.5' NOT NULL,
	"generic_levels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"advance_days_booking" integer DEFAULT 999 NOT NULL,
	"max_hours_day" smallint DEFAULT 10 NOT NULL,
	"advance_hours_cancel" integer DEFAULT 0 NOT NULL,
	"can_book_recurring" boolean DEFAULT true NOT NULL,
	CONSTRAINT "club_coaches_club_coach" UNIQUE("club_id","coach_id")
);
--> statement-breakpoint
CREATE TABLE "coaches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coaches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"player_id" integer NOT NULL,
	"ttype" text DEFAULT 'C' NOT NULL,
	CONSTRAINT "coaches_player_id_unique" UNIQUE("player_id")
);
--> statement-breakpoint
CREATE TABLE "court_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "court_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"name" text NOT NULL,
	"default" boolean DEFAULT false NOT NULL,
	"ready" boolean DEFAULT true NOT NULL,
	"admin_only_booking" boolean DEFAULT false NOT NULL,
	"advance_days_booking" integer DEFAULT 14 NOT NULL,
	"min_booking_duration_members" integer DEFAULT 30 NOT NULL,
	"max_booking_duration_members" integer DEFAULT 120 NOT NULL,
	"max_booking_duration_nonmembers" integer DEFAULT 120 NOT NULL,
	"matcha_booking_cancel_advance" integer DEFAULT 30 NOT NULL,
	"refund_cancelled" boolean DEFAULT false NOT NULL,
	"refund_cancelled_by" integer DEFAULT 0 NOT NULL,
	"payment_on_app" boolean DEFAULT false NOT NULL,
	"inherit_club_hours" boolean DEFAULT true NOT NULL,
	"opening_hours" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "courts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"group_id" integer,
	"name" text NOT NULL,
	"number" smallint NOT NULL,
	"sport_id" integer NOT NULL,
	"surface_id" integer NOT NULL,
	"has_lights" boolean DEFAULT false NOT NULL,
	"bookable" boolean DEFAULT true NOT NULL,
	"indoor" boolean DEFAULT false NOT NULL,
	"access_notes" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	CONSTRAINT "courts_club_number" UNIQUE("club_id","number")
);
--> statement-breakpoint
CREATE TABLE "club_members" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "club_members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"player_id" integer,
	"membership_number" text DEFAULT '' NOT NULL,
	"date_joined" date,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email_set" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"street_addr" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"postcode" text DEFAULT '' NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"gender" text DEFAULT 'U' NOT NULL,
	"dob" date,
	"ntrp_level" numeric(2, 1),
	"membership_type_id" integer,
	"expires" date,
	"billing_cycle" text,
	"group_id" integer,
	"subscription_status" text,
	"stripe_customer" text,
	"has_club_matcha" jsonb DEFAULT 'false'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"name" text NOT NULL,
	"membership_type_id" integer
);
--> statement-breakpoint
CREATE TABLE "membership_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "membership_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"name" text NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"group" text DEFAULT '' NOT NULL,
	"max_number" integer,
	"annual_price" numeric(12, 2) DEFAULT '0' NOT NULL,
	"monthly_price" numeric(12, 2) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "news_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"url" text NOT NULL,
	"status" text DEFAULT 'P' NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feedback_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_links" ADD CONSTRAINT "user_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_followed_clubs" ADD CONSTRAINT "player_followed_clubs_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_followed_clubs" ADD CONSTRAINT "player_followed_clubs_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "formats" ADD CONSTRAINT "formats_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_features" ADD CONSTRAINT "package_features_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_features" ADD CONSTRAINT "package_features_feature_id_market_features_id_fk" FOREIGN KEY ("feature_id") REFERENCES "public"."market_features"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surfaces" ADD CONSTRAINT "surfaces_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_admins" ADD CONSTRAINT "club_admins_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_admins" ADD CONSTRAINT "club_admins_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_features" ADD CONSTRAINT "club_features_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_features" ADD CONSTRAINT "club_features_feature_id_market_features_id_fk" FOREIGN KEY ("feature_id") REFERENCES "public"."market_features"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_opening_hours" ADD CONSTRAINT "club_opening_hours_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_packages" ADD CONSTRAINT "club_packages_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_packages" ADD CONSTRAINT "club_packages_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_subscriptions" ADD CONSTRAINT "club_subscriptions_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_subscriptions" ADD CONSTRAINT "club_subscriptions_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_coaches" ADD CONSTRAINT "club_coaches_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_coaches" ADD CONSTRAINT "club_coaches_coach_id_coaches_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."coaches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaches" ADD CONSTRAINT "coaches_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "court_groups" ADD CONSTRAINT "court_groups_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courts" ADD CONSTRAINT "courts_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courts" ADD CONSTRAINT "courts_group_id_court_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."court_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courts" ADD CONSTRAINT "courts_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courts" ADD CONSTRAINT "courts_surface_id_surfaces_id_fk" FOREIGN KEY ("surface_id") REFERENCES "public"."surfaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_members" ADD CONSTRAINT "club_members_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_members" ADD CONSTRAINT "club_members_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_members" ADD CONSTRAINT "club_members_membership_type_id_membership_types_id_fk" FOREIGN KEY ("membership_type_id") REFERENCES "public"."membership_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_members" ADD CONSTRAINT "club_members_group_id_member_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."member_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_groups" ADD CONSTRAINT "member_groups_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_groups" ADD CONSTRAINT "member_groups_membership_type_id_membership_types_id_fk" FOREIGN KEY ("membership_type_id") REFERENCES "public"."membership_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_types" ADD CONSTRAINT "membership_types_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_tokens_user_idx" ON "auth_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_links_user_idx" ON "user_links" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "contacts_player_idx" ON "contacts" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "contacts_value_idx" ON "contacts" USING btree ("kind","value");--> statement-breakpoint
CREATE INDEX "club_admins_player_idx" ON "club_admins" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "clubs_name_idx" ON "clubs" USING btree ("name");--> statement-breakpoint
CREATE INDEX "court_groups_club_idx" ON "court_groups" USING btree ("club_id");--> statement-breakpoint
CREATE INDEX "courts_group_idx" ON "courts" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "club_members_club_idx" ON "club_members" USING btree ("club_id","last_name","first_name");--> statement-breakpoint
CREATE INDEX "club_members_player_idx" ON "club_members" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "member_groups_club_idx" ON "member_groups" USING btree ("club_id");--> statement-breakpoint
CREATE INDEX "membership_types_club_idx" ON "membership_types" USING btree ("club_id");--> statement-breakpoint
CREATE INDEX "news_items_created_idx" ON "news_items" USING btree ("created");