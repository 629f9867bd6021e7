CREATE TABLE "insight_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"name" text NOT NULL,
	"application_id" uuid,
	"visit_id" text,
	"step" smallint,
	"field" text,
	"error_kind" text,
	"branches" smallint,
	"outcome" text,
	"source" text,
	"referrer" text,
	"device" text,
	"channel" text
);
--> statement-breakpoint
CREATE TABLE "insight_field_daily" (
	"day" date NOT NULL,
	"field" text NOT NULL,
	"error_kind" text NOT NULL,
	"source" text NOT NULL,
	"referrer" text NOT NULL,
	"device" text NOT NULL,
	"channel" text NOT NULL,
	"failures" integer NOT NULL,
	CONSTRAINT "insight_field_daily_day_field_error_kind_source_referrer_device_channel_pk" PRIMARY KEY("day","field","error_kind","source","referrer","device","channel")
);
--> statement-breakpoint
CREATE TABLE "insight_journeys" (
	"journey_key" text PRIMARY KEY NOT NULL,
	"application_id" uuid,
	"started_at" timestamp with time zone NOT NULL,
	"started_day" date NOT NULL,
	"source" text NOT NULL,
	"referrer" text NOT NULL,
	"device" text NOT NULL,
	"channel" text NOT NULL,
	"viewed_steps" smallint NOT NULL,
	"saved_steps" smallint NOT NULL,
	"branches_seen" smallint NOT NULL,
	"step1_seconds" double precision,
	"step2_seconds" double precision,
	"step3_seconds" double precision,
	"step4_seconds" double precision,
	"submitted" boolean NOT NULL,
	"decided" boolean NOT NULL,
	"approved" boolean NOT NULL,
	"last_field" text
);
--> statement-breakpoint
CREATE TABLE "insight_rollup_state" (
	"id" smallint PRIMARY KEY NOT NULL,
	"rolled_up_to" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "insight_events" ADD CONSTRAINT "insight_events_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_journeys" ADD CONSTRAINT "insight_journeys_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "insight_events_occurred_idx" ON "insight_events" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "insight_events_application_idx" ON "insight_events" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "insight_events_visit_idx" ON "insight_events" USING btree ("visit_id");--> statement-breakpoint
CREATE INDEX "insight_journeys_day_idx" ON "insight_journeys" USING btree ("started_day");