import type { MigrateDownArgs, MigrateUpArgs } from "@payloadcms/db-postgres";
import { inSchema } from "../in-schema";

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(
    inSchema(
      payload,
      `
   CREATE TYPE "cms"."_locales" AS ENUM('en', 'zh', 'ms');
  CREATE TYPE "cms"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "cms"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "cms"."enum_payload_jobs_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "cms"."enum_cms_concept_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__cms_concept_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__cms_concept_v_published_locale" AS ENUM('en', 'zh', 'ms');
  CREATE TABLE "cms"."cms_staff" (
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"email" varchar,
  	"role" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cms"."cms_media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "cms"."cms_media_locales" (
  	"alt" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "cms"."payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "cms"."enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "cms"."enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "cms"."payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "cms"."enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cms"."payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cms"."payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"cms_staff_id" varchar,
  	"cms_media_id" integer
  );
  
  CREATE TABLE "cms"."payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cms"."payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"cms_staff_id" varchar
  );
  
  CREATE TABLE "cms"."payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cms"."cms_concept_facts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar
  );
  
  CREATE TABLE "cms"."cms_concept_sanctuary_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "cms"."cms_concept_sanctuary_highlights" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "cms"."cms_concept" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_status" "cms"."enum_cms_concept_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "cms"."cms_concept_locales" (
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"hero_eyebrow" varchar,
  	"hero_title" varchar,
  	"hero_description" varchar,
  	"hero_image_alt" varchar,
  	"quote_text" varchar,
  	"quote_attribution" varchar,
  	"sanctuary_eyebrow" varchar,
  	"sanctuary_title" varchar,
  	"sanctuary_image_alt" varchar,
  	"investment_eyebrow" varchar,
  	"investment_title" varchar,
  	"investment_intro" varchar,
  	"investment_categories_studio_name" varchar,
  	"investment_categories_studio_summary" varchar,
  	"investment_categories_studio_image_alt" varchar,
  	"investment_categories_single_name" varchar,
  	"investment_categories_single_summary" varchar,
  	"investment_categories_single_image_alt" varchar,
  	"investment_categories_double_name" varchar,
  	"investment_categories_double_summary" varchar,
  	"investment_categories_double_image_alt" varchar,
  	"investment_categories_dual_key_name" varchar,
  	"investment_categories_dual_key_summary" varchar,
  	"investment_categories_dual_key_image_alt" varchar,
  	"closing_title" varchar,
  	"closing_body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_cms_concept_v_version_facts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_cms_concept_v_version_sanctuary_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_cms_concept_v_version_sanctuary_highlights" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_cms_concept_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "cms"."enum__cms_concept_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "cms"."enum__cms_concept_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."_cms_concept_v_locales" (
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_hero_eyebrow" varchar,
  	"version_hero_title" varchar,
  	"version_hero_description" varchar,
  	"version_hero_image_alt" varchar,
  	"version_quote_text" varchar,
  	"version_quote_attribution" varchar,
  	"version_sanctuary_eyebrow" varchar,
  	"version_sanctuary_title" varchar,
  	"version_sanctuary_image_alt" varchar,
  	"version_investment_eyebrow" varchar,
  	"version_investment_title" varchar,
  	"version_investment_intro" varchar,
  	"version_investment_categories_studio_name" varchar,
  	"version_investment_categories_studio_summary" varchar,
  	"version_investment_categories_studio_image_alt" varchar,
  	"version_investment_categories_single_name" varchar,
  	"version_investment_categories_single_summary" varchar,
  	"version_investment_categories_single_image_alt" varchar,
  	"version_investment_categories_double_name" varchar,
  	"version_investment_categories_double_summary" varchar,
  	"version_investment_categories_double_image_alt" varchar,
  	"version_investment_categories_dual_key_name" varchar,
  	"version_investment_categories_dual_key_summary" varchar,
  	"version_investment_categories_dual_key_image_alt" varchar,
  	"version_closing_title" varchar,
  	"version_closing_body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "cms"."cms_media_locales" ADD CONSTRAINT "cms_media_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."cms_media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_staff_fk" FOREIGN KEY ("cms_staff_id") REFERENCES "cms"."cms_staff"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("cms_media_id") REFERENCES "cms"."cms_media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_staff_fk" FOREIGN KEY ("cms_staff_id") REFERENCES "cms"."cms_staff"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."cms_concept_facts" ADD CONSTRAINT "cms_concept_facts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."cms_concept"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."cms_concept_sanctuary_paragraphs" ADD CONSTRAINT "cms_concept_sanctuary_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."cms_concept"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."cms_concept_sanctuary_highlights" ADD CONSTRAINT "cms_concept_sanctuary_highlights_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."cms_concept"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."cms_concept_locales" ADD CONSTRAINT "cms_concept_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."cms_concept"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_cms_concept_v_version_facts" ADD CONSTRAINT "_cms_concept_v_version_facts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_cms_concept_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_cms_concept_v_version_sanctuary_paragraphs" ADD CONSTRAINT "_cms_concept_v_version_sanctuary_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_cms_concept_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_cms_concept_v_version_sanctuary_highlights" ADD CONSTRAINT "_cms_concept_v_version_sanctuary_highlights_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_cms_concept_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_cms_concept_v_locales" ADD CONSTRAINT "_cms_concept_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_cms_concept_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "cms_staff_updated_at_idx" ON "cms"."cms_staff" USING btree ("updated_at");
  CREATE INDEX "cms_staff_created_at_idx" ON "cms"."cms_staff" USING btree ("created_at");
  CREATE INDEX "cms_media_updated_at_idx" ON "cms"."cms_media" USING btree ("updated_at");
  CREATE INDEX "cms_media_created_at_idx" ON "cms"."cms_media" USING btree ("created_at");
  CREATE UNIQUE INDEX "cms_media_filename_idx" ON "cms"."cms_media" USING btree ("filename");
  CREATE UNIQUE INDEX "cms_media_locales_locale_parent_id_unique" ON "cms"."cms_media_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "cms"."payload_kv" USING btree ("key");
  CREATE INDEX "payload_jobs_log_order_idx" ON "cms"."payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "cms"."payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "cms"."payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "cms"."payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "cms"."payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "cms"."payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "cms"."payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "cms"."payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "cms"."payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "cms"."payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "cms"."payload_jobs" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "cms"."payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "cms"."payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "cms"."payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "cms"."payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "cms"."payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "cms"."payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_cms_staff_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("cms_staff_id");
  CREATE INDEX "payload_locked_documents_rels_cms_media_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("cms_media_id");
  CREATE INDEX "payload_preferences_key_idx" ON "cms"."payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "cms"."payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "cms"."payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "cms"."payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "cms"."payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "cms"."payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_cms_staff_id_idx" ON "cms"."payload_preferences_rels" USING btree ("cms_staff_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "cms"."payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "cms"."payload_migrations" USING btree ("created_at");
  CREATE INDEX "cms_concept_facts_order_idx" ON "cms"."cms_concept_facts" USING btree ("_order");
  CREATE INDEX "cms_concept_facts_parent_id_idx" ON "cms"."cms_concept_facts" USING btree ("_parent_id");
  CREATE INDEX "cms_concept_facts_locale_idx" ON "cms"."cms_concept_facts" USING btree ("_locale");
  CREATE INDEX "cms_concept_sanctuary_paragraphs_order_idx" ON "cms"."cms_concept_sanctuary_paragraphs" USING btree ("_order");
  CREATE INDEX "cms_concept_sanctuary_paragraphs_parent_id_idx" ON "cms"."cms_concept_sanctuary_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "cms_concept_sanctuary_paragraphs_locale_idx" ON "cms"."cms_concept_sanctuary_paragraphs" USING btree ("_locale");
  CREATE INDEX "cms_concept_sanctuary_highlights_order_idx" ON "cms"."cms_concept_sanctuary_highlights" USING btree ("_order");
  CREATE INDEX "cms_concept_sanctuary_highlights_parent_id_idx" ON "cms"."cms_concept_sanctuary_highlights" USING btree ("_parent_id");
  CREATE INDEX "cms_concept_sanctuary_highlights_locale_idx" ON "cms"."cms_concept_sanctuary_highlights" USING btree ("_locale");
  CREATE INDEX "cms_concept__status_idx" ON "cms"."cms_concept" USING btree ("_status");
  CREATE UNIQUE INDEX "cms_concept_locales_locale_parent_id_unique" ON "cms"."cms_concept_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_cms_concept_v_version_facts_order_idx" ON "cms"."_cms_concept_v_version_facts" USING btree ("_order");
  CREATE INDEX "_cms_concept_v_version_facts_parent_id_idx" ON "cms"."_cms_concept_v_version_facts" USING btree ("_parent_id");
  CREATE INDEX "_cms_concept_v_version_facts_locale_idx" ON "cms"."_cms_concept_v_version_facts" USING btree ("_locale");
  CREATE INDEX "_cms_concept_v_version_sanctuary_paragraphs_order_idx" ON "cms"."_cms_concept_v_version_sanctuary_paragraphs" USING btree ("_order");
  CREATE INDEX "_cms_concept_v_version_sanctuary_paragraphs_parent_id_idx" ON "cms"."_cms_concept_v_version_sanctuary_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "_cms_concept_v_version_sanctuary_paragraphs_locale_idx" ON "cms"."_cms_concept_v_version_sanctuary_paragraphs" USING btree ("_locale");
  CREATE INDEX "_cms_concept_v_version_sanctuary_highlights_order_idx" ON "cms"."_cms_concept_v_version_sanctuary_highlights" USING btree ("_order");
  CREATE INDEX "_cms_concept_v_version_sanctuary_highlights_parent_id_idx" ON "cms"."_cms_concept_v_version_sanctuary_highlights" USING btree ("_parent_id");
  CREATE INDEX "_cms_concept_v_version_sanctuary_highlights_locale_idx" ON "cms"."_cms_concept_v_version_sanctuary_highlights" USING btree ("_locale");
  CREATE INDEX "_cms_concept_v_version_version__status_idx" ON "cms"."_cms_concept_v" USING btree ("version__status");
  CREATE INDEX "_cms_concept_v_created_at_idx" ON "cms"."_cms_concept_v" USING btree ("created_at");
  CREATE INDEX "_cms_concept_v_updated_at_idx" ON "cms"."_cms_concept_v" USING btree ("updated_at");
  CREATE INDEX "_cms_concept_v_snapshot_idx" ON "cms"."_cms_concept_v" USING btree ("snapshot");
  CREATE INDEX "_cms_concept_v_published_locale_idx" ON "cms"."_cms_concept_v" USING btree ("published_locale");
  CREATE INDEX "_cms_concept_v_latest_idx" ON "cms"."_cms_concept_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_cms_concept_v_locales_locale_parent_id_unique" ON "cms"."_cms_concept_v_locales" USING btree ("_locale","_parent_id");`,
    ),
  );
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(
    inSchema(
      payload,
      `
   DROP TABLE "cms"."cms_staff" CASCADE;
  DROP TABLE "cms"."cms_media" CASCADE;
  DROP TABLE "cms"."cms_media_locales" CASCADE;
  DROP TABLE "cms"."payload_kv" CASCADE;
  DROP TABLE "cms"."payload_jobs_log" CASCADE;
  DROP TABLE "cms"."payload_jobs" CASCADE;
  DROP TABLE "cms"."payload_locked_documents" CASCADE;
  DROP TABLE "cms"."payload_locked_documents_rels" CASCADE;
  DROP TABLE "cms"."payload_preferences" CASCADE;
  DROP TABLE "cms"."payload_preferences_rels" CASCADE;
  DROP TABLE "cms"."payload_migrations" CASCADE;
  DROP TABLE "cms"."cms_concept_facts" CASCADE;
  DROP TABLE "cms"."cms_concept_sanctuary_paragraphs" CASCADE;
  DROP TABLE "cms"."cms_concept_sanctuary_highlights" CASCADE;
  DROP TABLE "cms"."cms_concept" CASCADE;
  DROP TABLE "cms"."cms_concept_locales" CASCADE;
  DROP TABLE "cms"."_cms_concept_v_version_facts" CASCADE;
  DROP TABLE "cms"."_cms_concept_v_version_sanctuary_paragraphs" CASCADE;
  DROP TABLE "cms"."_cms_concept_v_version_sanctuary_highlights" CASCADE;
  DROP TABLE "cms"."_cms_concept_v" CASCADE;
  DROP TABLE "cms"."_cms_concept_v_locales" CASCADE;
  DROP TYPE "cms"."_locales";
  DROP TYPE "cms"."enum_payload_jobs_log_task_slug";
  DROP TYPE "cms"."enum_payload_jobs_log_state";
  DROP TYPE "cms"."enum_payload_jobs_task_slug";
  DROP TYPE "cms"."enum_cms_concept_status";
  DROP TYPE "cms"."enum__cms_concept_v_version_status";
  DROP TYPE "cms"."enum__cms_concept_v_published_locale";`,
    ),
  );
}
