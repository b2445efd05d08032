CREATE TABLE "household_links" (
	"guardian_id" integer NOT NULL,
	"junior_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "household_links_guardian_id_junior_id_pk" PRIMARY KEY("guardian_id","junior_id")
);
--> statement-breakpoint
ALTER TABLE "household_links" ADD CONSTRAINT "household_links_guardian_id_players_id_fk" FOREIGN KEY ("guardian_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_links" ADD CONSTRAINT "household_links_junior_id_players_id_fk" FOREIGN KEY ("junior_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "household_links_junior_idx" ON "household_links" USING btree ("junior_id");