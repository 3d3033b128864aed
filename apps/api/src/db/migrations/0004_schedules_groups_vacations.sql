CREATE TABLE "channel_group_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"channel_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "channel_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedule_day_parts" (
	"id" serial PRIMARY KEY NOT NULL,
	"schedule_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"start_minute" smallint NOT NULL,
	"end_minute" smallint NOT NULL,
	"concurrency_cap" integer DEFAULT 0 NOT NULL,
	"day_part_cap" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedule_days" (
	"schedule_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"is_active" boolean NOT NULL,
	"daily_cap" integer DEFAULT -1 NOT NULL,
	CONSTRAINT "schedule_days_schedule_id_weekday_pk" PRIMARY KEY("schedule_id","weekday")
);
--> statement-breakpoint
CREATE TABLE "schedule_interval_caps" (
	"day_part_id" integer NOT NULL,
	"start_minute" smallint NOT NULL,
	"end_minute" smallint NOT NULL,
	"cap_limit" integer NOT NULL,
	CONSTRAINT "schedule_interval_caps_day_part_id_start_minute_pk" PRIMARY KEY("day_part_id","start_minute")
);
--> statement-breakpoint
CREATE TABLE "schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_kind" text NOT NULL,
	"owner_id" integer NOT NULL,
	"interval_step" smallint NOT NULL,
	"is_interval_cap_enabled" boolean DEFAULT false NOT NULL,
	"monthly_cap" integer DEFAULT 0 NOT NULL,
	"prevent_cap_override" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vacation_allowances" (
	"client_id" integer PRIMARY KEY NOT NULL,
	"has_unlimited" boolean DEFAULT false NOT NULL,
	"replenished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "vacation_pauses" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"actual_start_time" timestamp with time zone,
	"actual_end_time" timestamp with time zone,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "channel_group_members" ADD CONSTRAINT "channel_group_members_group_id_channel_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."channel_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_group_members" ADD CONSTRAINT "channel_group_members_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_groups" ADD CONSTRAINT "channel_groups_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_day_parts" ADD CONSTRAINT "schedule_day_parts_schedule_id_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_days" ADD CONSTRAINT "schedule_days_schedule_id_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_interval_caps" ADD CONSTRAINT "schedule_interval_caps_day_part_id_schedule_day_parts_id_fk" FOREIGN KEY ("day_part_id") REFERENCES "public"."schedule_day_parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacation_allowances" ADD CONSTRAINT "vacation_allowances_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacation_pauses" ADD CONSTRAINT "vacation_pauses_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "channel_group_members_channel" ON "channel_group_members" USING btree ("channel_id");--> statement-breakpoint
CREATE INDEX "channel_group_members_group" ON "channel_group_members" USING btree ("group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "channel_groups_client_name" ON "channel_groups" USING btree ("client_id",lower("name"));--> statement-breakpoint
CREATE INDEX "schedule_day_parts_window" ON "schedule_day_parts" USING btree ("schedule_id","weekday","start_minute");--> statement-breakpoint
CREATE UNIQUE INDEX "schedules_owner" ON "schedules" USING btree ("owner_kind","owner_id");--> statement-breakpoint
CREATE INDEX "vacation_pauses_client" ON "vacation_pauses" USING btree ("client_id","start_time");--> statement-breakpoint
CREATE INDEX "vacation_pauses_open" ON "vacation_pauses" USING btree ("status","start_time","end_time") WHERE "vacation_pauses"."status" in ('PENDING', 'ACTIVE');