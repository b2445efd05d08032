CREATE TABLE "tournament_invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tournament_invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tournament_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"key_hash" text NOT NULL,
	"invited_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"claimed_by" integer,
	CONSTRAINT "tournament_invitations_member_id_unique" UNIQUE("member_id"),
	CONSTRAINT "tournament_invitations_key_hash_unique" UNIQUE("key_hash"),
	CONSTRAINT "tournament_invitations_email_uq" UNIQUE("tournament_id","email")
);
--> statement-breakpoint
ALTER TABLE "tournament_invitations" ADD CONSTRAINT "tournament_invitations_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_invitations" ADD CONSTRAINT "tournament_invitations_member_id_tournament_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."tournament_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_invitations" ADD CONSTRAINT "tournament_invitations_invited_by_players_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_invitations" ADD CONSTRAINT "tournament_invitations_claimed_by_players_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;