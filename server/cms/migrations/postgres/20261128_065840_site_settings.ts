import type { MigrateDownArgs, MigrateUpArgs } from "@payloadcms/db-postgres";
import { inSchema } from "../in-schema";

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(inSchema(payload, `
   CREATE TYPE "cms"."enum_cms_developer_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__cms_developer_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__cms_developer_v_published_locale" AS ENUM('en', 'zh', 'ms');
  CREATE TABLE "cms"."cms_developer_profile" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "cms"."cms_developer_milestones" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar
  );
  
  CREATE TABLE "cms"."cms_developer_sales_gallery_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"days" varchar,
  	"time" varchar
  );
  
  CREATE TABLE "cms"."cms_developer" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_status" "cms"."enum_cms_developer_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "cms"."cms_developer_locales" (
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"eyebrow" varchar,
  	"title" varchar,
  	"sales_gallery_name" varchar,
  	"sales_gallery_place_name" varchar,
  	"sales_gallery_intro" varchar,
  	"sales_gallery_note" varchar,
  	"whatsapp_greeting" varchar,
  	"whatsapp_about_page" varchar,
  	"whatsapp_about_type" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_cms_developer_v_version_profile" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_cms_developer_v_version_milestones" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_cms_developer_v_version_sales_gallery_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"days" varchar,
  	"time" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_cms_developer_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "cms"."enum__cms_developer_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "cms"."enum__cms_developer_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."_cms_developer_v_locales" (
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_eyebrow" varchar,
  	"version_title" varchar,
  	"version_sales_gallery_name" varchar,
  	"version_sales_gallery_place_name" varchar,
  	"version_sales_gallery_intro" varchar,
  	"version_sales_gallery_note" varchar,
  	"version_whatsapp_greeting" varchar,
  	"version_whatsapp_about_page" varchar,
  	"version_whatsapp_about_type" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."cms_site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"contact_phone" varchar,
  	"contact_whatsapp" varchar,
  	"contact_email" varchar,
  	"contact_gallery_address" varchar,
  	"tracking_ga4_measurement_id" varchar,
  	"tracking_google_ads_id" varchar,
  	"tracking_google_ads_conversion_label" varchar,
  	"tracking_meta_pixel_id" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "cms"."_cms_site_settings_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_contact_phone" varchar,
  	"version_contact_whatsapp" varchar,
  	"version_contact_email" varchar,
  	"version_contact_gallery_address" varchar,
  	"version_tracking_ga4_measurement_id" varchar,
  	"version_tracking_google_ads_id" varchar,
  	"version_tracking_google_ads_conversion_label" varchar,
  	"version_tracking_meta_pixel_id" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "cms"."cms_developer_profile" ADD CONSTRAINT "cms_developer_profile_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."cms_developer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."cms_developer_milestones" ADD CONSTRAINT "cms_developer_milestones_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."cms_developer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."cms_developer_sales_gallery_hours" ADD CONSTRAINT "cms_developer_sales_gallery_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."cms_developer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."cms_developer_locales" ADD CONSTRAINT "cms_developer_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."cms_developer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_cms_developer_v_version_profile" ADD CONSTRAINT "_cms_developer_v_version_profile_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_cms_developer_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_cms_developer_v_version_milestones" ADD CONSTRAINT "_cms_developer_v_version_milestones_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_cms_developer_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_cms_developer_v_version_sales_gallery_hours" ADD CONSTRAINT "_cms_developer_v_version_sales_gallery_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_cms_developer_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_cms_developer_v_locales" ADD CONSTRAINT "_cms_developer_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_cms_developer_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "cms_developer_profile_order_idx" ON "cms"."cms_developer_profile" USING btree ("_order");
  CREATE INDEX "cms_developer_profile_parent_id_idx" ON "cms"."cms_developer_profile" USING btree ("_parent_id");
  CREATE INDEX "cms_developer_profile_locale_idx" ON "cms"."cms_developer_profile" USING btree ("_locale");
  CREATE INDEX "cms_developer_milestones_order_idx" ON "cms"."cms_developer_milestones" USING btree ("_order");
  CREATE INDEX "cms_developer_milestones_parent_id_idx" ON "cms"."cms_developer_milestones" USING btree ("_parent_id");
  CREATE INDEX "cms_developer_milestones_locale_idx" ON "cms"."cms_developer_milestones" USING btree ("_locale");
  CREATE INDEX "cms_developer_sales_gallery_hours_order_idx" ON "cms"."cms_developer_sales_gallery_hours" USING btree ("_order");
  CREATE INDEX "cms_developer_sales_gallery_hours_parent_id_idx" ON "cms"."cms_developer_sales_gallery_hours" USING btree ("_parent_id");
  CREATE INDEX "cms_developer_sales_gallery_hours_locale_idx" ON "cms"."cms_developer_sales_gallery_hours" USING btree ("_locale");
  CREATE INDEX "cms_developer__status_idx" ON "cms"."cms_developer" USING btree ("_status");
  CREATE UNIQUE INDEX "cms_developer_locales_locale_parent_id_unique" ON "cms"."cms_developer_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_cms_developer_v_version_profile_order_idx" ON "cms"."_cms_developer_v_version_profile" USING btree ("_order");
  CREATE INDEX "_cms_developer_v_version_profile_parent_id_idx" ON "cms"."_cms_developer_v_version_profile" USING btree ("_parent_id");
  CREATE INDEX "_cms_developer_v_version_profile_locale_idx" ON "cms"."_cms_developer_v_version_profile" USING btree ("_locale");
  CREATE INDEX "_cms_developer_v_version_milestones_order_idx" ON "cms"."_cms_developer_v_version_milestones" USING btree ("_order");
  CREATE INDEX "_cms_developer_v_version_milestones_parent_id_idx" ON "cms"."_cms_developer_v_version_milestones" USING btree ("_parent_id");
  CREATE INDEX "_cms_developer_v_version_milestones_locale_idx" ON "cms"."_cms_developer_v_version_milestones" USING btree ("_locale");
  CREATE INDEX "_cms_developer_v_version_sales_gallery_hours_order_idx" ON "cms"."_cms_developer_v_version_sales_gallery_hours" USING btree ("_order");
  CREATE INDEX "_cms_developer_v_version_sales_gallery_hours_parent_id_idx" ON "cms"."_cms_developer_v_version_sales_gallery_hours" USING btree ("_parent_id");
  CREATE INDEX "_cms_developer_v_version_sales_gallery_hours_locale_idx" ON "cms"."_cms_developer_v_version_sales_gallery_hours" USING btree ("_locale");
  CREATE INDEX "_cms_developer_v_version_version__status_idx" ON "cms"."_cms_developer_v" USING btree ("version__status");
  CREATE INDEX "_cms_developer_v_created_at_idx" ON "cms"."_cms_developer_v" USING btree ("created_at");
  CREATE INDEX "_cms_developer_v_updated_at_idx" ON "cms"."_cms_developer_v" USING btree ("updated_at");
  CREATE INDEX "_cms_developer_v_snapshot_idx" ON "cms"."_cms_developer_v" USING btree ("snapshot");
  CREATE INDEX "_cms_developer_v_published_locale_idx" ON "cms"."_cms_developer_v" USING btree ("published_locale");
  CREATE INDEX "_cms_developer_v_latest_idx" ON "cms"."_cms_developer_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_cms_developer_v_locales_locale_parent_id_unique" ON "cms"."_cms_developer_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_cms_site_settings_v_created_at_idx" ON "cms"."_cms_site_settings_v" USING btree ("created_at");
  CREATE INDEX "_cms_site_settings_v_updated_at_idx" ON "cms"."_cms_site_settings_v" USING btree ("updated_at");`));
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(inSchema(payload, `
   DROP TABLE "cms"."cms_developer_profile" CASCADE;
  DROP TABLE "cms"."cms_developer_milestones" CASCADE;
  DROP TABLE "cms"."cms_developer_sales_gallery_hours" CASCADE;
  DROP TABLE "cms"."cms_developer" CASCADE;
  DROP TABLE "cms"."cms_developer_locales" CASCADE;
  DROP TABLE "cms"."_cms_developer_v_version_profile" CASCADE;
  DROP TABLE "cms"."_cms_developer_v_version_milestones" CASCADE;
  DROP TABLE "cms"."_cms_developer_v_version_sales_gallery_hours" CASCADE;
  DROP TABLE "cms"."_cms_developer_v" CASCADE;
  DROP TABLE "cms"."_cms_developer_v_locales" CASCADE;
  DROP TABLE "cms"."cms_site_settings" CASCADE;
  DROP TABLE "cms"."_cms_site_settings_v" CASCADE;
  DROP TYPE "cms"."enum_cms_developer_status";
  DROP TYPE "cms"."enum__cms_developer_v_version_status";
  DROP TYPE "cms"."enum__cms_developer_v_published_locale";`));
}
