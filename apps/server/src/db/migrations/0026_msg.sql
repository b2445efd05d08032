CREATE TABLE "comments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"thread_id" integer NOT NULL,
	"player_id" integer,
	"from_club" boolean DEFAULT false NOT NULL,
	"text" text NOT NULL,
	"stamp" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comments_tenant_uq" UNIQUE("club_id","id")
);
--> statement-breakpoint
CREATE TABLE "message_group_members" (
	"club_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	CONSTRAINT "message_group_members_group_id_member_id_pk" PRIMARY KEY("group_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "message_group_types" (
	"club_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"membership_type_id" integer NOT NULL,
	CONSTRAINT "message_group_types_group_id_membership_type_id_pk" PRIMARY KEY("group_id","membership_type_id")
);
--> statement-breakpoint
CREATE TABLE "message_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "message_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"name" text NOT NULL,
	"ttype" text DEFAULT 'D' NOT NULL,
	"allow_response" boolean DEFAULT true NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_groups_tenant_uq" UNIQUE("club_id","id")
);
--> statement-breakpoint
CREATE TABLE "player_threads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "player_threads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"thread_id" integer NOT NULL,
	"read_up_to" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "player_threads_tenant_uq" UNIQUE("club_id","id"),
	CONSTRAINT "player_threads_player_thread_uq" UNIQUE("player_id","thread_id")
);
--> statement-breakpoint
CREATE TABLE "thread_groups" (
	"club_id" integer NOT NULL,
	"thread_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	CONSTRAINT "thread_groups_thread_id_group_id_pk" PRIMARY KEY("thread_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "threads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "threads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"player_id" integer,
	"subject" text NOT NULL,
	"stamp" timestamp with time zone DEFAULT now() NOT NULL,
	"last_activity" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_up_to" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "threads_tenant_uq" UNIQUE("club_id","id")
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_thread_fk" FOREIGN KEY ("club_id","thread_id") REFERENCES "public"."threads"("club_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_group_members" ADD CONSTRAINT "message_group_members_group_fk" FOREIGN KEY ("club_id","group_id") REFERENCES "public"."message_groups"("club_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_group_members" ADD CONSTRAINT "message_group_members_member_fk" FOREIGN KEY ("club_id","member_id") REFERENCES "public"."club_members"("club_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_group_types" ADD CONSTRAINT "message_group_types_group_fk" FOREIGN KEY ("club_id","group_id") REFERENCES "public"."message_groups"("club_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_group_types" ADD CONSTRAINT "message_group_types_type_fk" FOREIGN KEY ("club_id","membership_type_id") REFERENCES "public"."membership_types"("club_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_groups" ADD CONSTRAINT "message_groups_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_threads" ADD CONSTRAINT "player_threads_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_threads" ADD CONSTRAINT "player_threads_thread_fk" FOREIGN KEY ("club_id","thread_id") REFERENCES "public"."threads"("club_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_groups" ADD CONSTRAINT "thread_groups_thread_fk" FOREIGN KEY ("club_id","thread_id") REFERENCES "public"."threads"("club_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_groups" ADD CONSTRAINT "thread_groups_group_fk" FOREIGN KEY ("club_id","group_id") REFERENCES "public"."message_groups"("club_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "threads" ADD CONSTRAINT "threads_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "threads" ADD CONSTRAINT "threads_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comments_thread_idx" ON "comments" USING btree ("thread_id","id");--> statement-breakpoint
CREATE INDEX "message_group_members_member_idx" ON "message_group_members" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "message_groups_club_idx" ON "message_groups" USING btree ("club_id",lower("name"));--> statement-breakpoint
CREATE INDEX "thread_groups_group_idx" ON "thread_groups" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "threads_club_activity_idx" ON "threads" USING btree ("club_id","last_activity");