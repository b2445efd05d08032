CREATE TABLE "newsletter_groups" (
	"club_id" integer NOT NULL,
	"newsletter_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	CONSTRAINT "newsletter_groups_newsletter_id_group_id_pk" PRIMARY KEY("newsletter_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "newsletter_recipients" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "newsletter_recipients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"newsletter_id" integer NOT NULL,
	"member_id" integer,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"reason" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"token" text NOT NULL,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	CONSTRAINT "newsletter_recipients_tenant_uq" UNIQUE("club_id","id"),
	CONSTRAINT "newsletter_recipients_email_uq" UNIQUE("newsletter_id","email"),
	CONSTRAINT "newsletter_recipients_token_uq" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "newsletter_unsubscribes" (
	"club_id" integer NOT NULL,
	"email" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_unsubscribes_club_id_email_pk" PRIMARY KEY("club_id","email")
);
--> statement-breakpoint
CREATE TABLE "newsletters" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "newsletters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"subject" text NOT NULL,
	"html" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'D' NOT NULL,
	"all_members" boolean DEFAULT false NOT NULL,
	"send_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"author_id" integer,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletters_tenant_uq" UNIQUE("club_id","id")
);
--> statement-breakpoint
ALTER TABLE "newsletter_groups" ADD CONSTRAINT "newsletter_groups_newsletter_fk" FOREIGN KEY ("club_id","newsletter_id") REFERENCES "public"."newsletters"("club_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_groups" ADD CONSTRAINT "newsletter_groups_group_fk" FOREIGN KEY ("club_id","group_id") REFERENCES "public"."message_groups"("club_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_recipients" ADD CONSTRAINT "newsletter_recipients_newsletter_fk" FOREIGN KEY ("club_id","newsletter_id") REFERENCES "public"."newsletters"("club_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_unsubscribes" ADD CONSTRAINT "newsletter_unsubscribes_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletters" ADD CONSTRAINT "newsletters_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletters" ADD CONSTRAINT "newsletters_author_id_players_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "newsletter_recipients_status_idx" ON "newsletter_recipients" USING btree ("newsletter_id","status","id");--> statement-breakpoint
CREATE INDEX "newsletters_club_idx" ON "newsletters" USING btree ("club_id","created");