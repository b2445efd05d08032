CREATE TABLE "newsletter_images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "newsletter_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"key" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"uploaded_by" integer,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_images_tenant_uq" UNIQUE("club_id","id"),
	CONSTRAINT "newsletter_images_key_uq" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "message_groups" ADD COLUMN "clinic_id" integer;--> statement-breakpoint
ALTER TABLE "newsletter_images" ADD CONSTRAINT "newsletter_images_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_images" ADD CONSTRAINT "newsletter_images_uploaded_by_players_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_groups" ADD CONSTRAINT "message_groups_clinic_fk" FOREIGN KEY ("club_id","clinic_id") REFERENCES "public"."events"("club_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_groups_clinic_idx" ON "message_groups" USING btree ("clinic_id");