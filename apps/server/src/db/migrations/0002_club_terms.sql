CREATE TABLE "club_terms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "club_terms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"default" boolean DEFAULT false NOT NULL,
	"ttype" text DEFAULT 'C' NOT NULL,
	"player_cancel_days" integer DEFAULT 2 NOT NULL,
	"cancel_by_player_action" text DEFAULT 'R' NOT NULL,
	"cancel_by_club_action" text DEFAULT 'R' NOT NULL,
	"player_refund_text" text DEFAULT '' NOT NULL,
	"club_refund_text" text DEFAULT '' NOT NULL,
	"terms_statement" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "club_terms" ADD CONSTRAINT "club_terms_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "club_terms_club_idx" ON "club_terms" USING btree ("club_id","ttype");--> statement-breakpoint
CREATE UNIQUE INDEX "club_terms_one_default" ON "club_terms" USING btree ("club_id","ttype") WHERE "club_terms"."default";