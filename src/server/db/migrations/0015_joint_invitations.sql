CREATE TABLE "joint_invitations" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"primary_application_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "joint_invitations_primary_application_id_unique" UNIQUE("primary_application_id")
);
--> statement-breakpoint
ALTER TABLE "joint_invitations" ADD CONSTRAINT "joint_invitations_primary_application_id_applications_id_fk" FOREIGN KEY ("primary_application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;