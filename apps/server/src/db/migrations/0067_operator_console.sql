CREATE TABLE "platform_operators" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "refused_reason" text;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "suspended_reason" text;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "platform_operators" ADD CONSTRAINT "platform_operators_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;