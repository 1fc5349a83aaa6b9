import type { MigrateDownArgs, MigrateUpArgs } from "@payloadcms/db-postgres";
import { inSchema } from "../in-schema";

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(inSchema(payload, `
   CREATE TYPE "cms"."enum_cms_facilities_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__cms_facilities_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__cms_facilities_v_published_locale" AS ENUM('en', 'zh', 'ms');
  CREATE TYPE "cms"."enum_cms_location_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__cms_location_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__cms_location_v_published_locale" AS ENUM('en', 'zh', 'ms');
  CREATE TABLE "cms"."cms_facilities" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_status" "cms"."enum_cms_facilities_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "cms"."cms_facilities_locales" (
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"main_image_alt" varchar,
  	"items_infinity_pool_name" varchar,
  	"items_infinity_pool_description" varchar,
  	"items_sky_lounge_name" varchar,
  	"items_sky_lounge_description" varchar,
  	"items_gym_name" varchar,
  	"items_gym_description" varchar,
  	"items_co_working_name" varchar,
  	"items_co_working_description" varchar,
  	"items_rooftop_garden_name" varchar,
  	"items_rooftop_garden_description" varchar,
  	"items_bbq_deck_name" varchar,
  	"items_bbq_deck_description" varchar,
  	"items_airport_shuttle_name" varchar,
  	"items_airport_shuttle_description" varchar,
  	"items_concierge_name" varchar,
  	"items_concierge_description" varchar,
  	"items_kids_room_name" varchar,
  	"items_kids_room_description" varchar,
  	"items_secure_parking_name" varchar,
  	"items_secure_parking_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_cms_facilities_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "cms"."enum__cms_facilities_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "cms"."enum__cms_facilities_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."_cms_facilities_v_locales" (
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_eyebrow" varchar,
  	"version_title" varchar,
  	"version_intro" varchar,
  	"version_main_image_alt" varchar,
  	"version_items_infinity_pool_name" varchar,
  	"version_items_infinity_pool_description" varchar,
  	"version_items_sky_lounge_name" varchar,
  	"version_items_sky_lounge_description" varchar,
  	"version_items_gym_name" varchar,
  	"version_items_gym_description" varchar,
  	"version_items_co_working_name" varchar,
  	"version_items_co_working_description" varchar,
  	"version_items_rooftop_garden_name" varchar,
  	"version_items_rooftop_garden_description" varchar,
  	"version_items_bbq_deck_name" varchar,
  	"version_items_bbq_deck_description" varchar,
  	"version_items_airport_shuttle_name" varchar,
  	"version_items_airport_shuttle_description" varchar,
  	"version_items_concierge_name" varchar,
  	"version_items_concierge_description" varchar,
  	"version_items_kids_room_name" varchar,
  	"version_items_kids_room_description" varchar,
  	"version_items_secure_parking_name" varchar,
  	"version_items_secure_parking_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."cms_location_address_lines" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "cms"."cms_location" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_status" "cms"."enum_cms_location_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "cms"."cms_location_locales" (
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"place_name" varchar,
  	"points_of_interest_klia_terminal_1_name" varchar,
  	"points_of_interest_klia_terminal_1_note" varchar,
  	"points_of_interest_klia_terminal_2_name" varchar,
  	"points_of_interest_klia_terminal_2_note" varchar,
  	"points_of_interest_salak_tinggi_station_name" varchar,
  	"points_of_interest_salak_tinggi_station_note" varchar,
  	"points_of_interest_klia_expressway_name" varchar,
  	"points_of_interest_klia_expressway_note" varchar,
  	"points_of_interest_mitsui_outlet_park_name" varchar,
  	"points_of_interest_mitsui_outlet_park_note" varchar,
  	"points_of_interest_sepang_circuit_name" varchar,
  	"points_of_interest_sepang_circuit_note" varchar,
  	"points_of_interest_putrajaya_name" varchar,
  	"points_of_interest_putrajaya_note" varchar,
  	"points_of_interest_kuala_lumpur_name" varchar,
  	"points_of_interest_kuala_lumpur_note" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_cms_location_v_version_address_lines" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_cms_location_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "cms"."enum__cms_location_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "cms"."enum__cms_location_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."_cms_location_v_locales" (
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_eyebrow" varchar,
  	"version_title" varchar,
  	"version_intro" varchar,
  	"version_place_name" varchar,
  	"version_points_of_interest_klia_terminal_1_name" varchar,
  	"version_points_of_interest_klia_terminal_1_note" varchar,
  	"version_points_of_interest_klia_terminal_2_name" varchar,
  	"version_points_of_interest_klia_terminal_2_note" varchar,
  	"version_points_of_interest_salak_tinggi_station_name" varchar,
  	"version_points_of_interest_salak_tinggi_station_note" varchar,
  	"version_points_of_interest_klia_expressway_name" varchar,
  	"version_points_of_interest_klia_expressway_note" varchar,
  	"version_points_of_interest_mitsui_outlet_park_name" varchar,
  	"version_points_of_interest_mitsui_outlet_park_note" varchar,
  	"version_points_of_interest_sepang_circuit_name" varchar,
  	"version_points_of_interest_sepang_circuit_note" varchar,
  	"version_points_of_interest_putrajaya_name" varchar,
  	"version_points_of_interest_putrajaya_note" varchar,
  	"version_points_of_interest_kuala_lumpur_name" varchar,
  	"version_points_of_interest_kuala_lumpur_note" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "cms"."cms_facilities_locales" ADD CONSTRAINT "cms_facilities_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."cms_facilities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_cms_facilities_v_locales" ADD CONSTRAINT "_cms_facilities_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_cms_facilities_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."cms_location_address_lines" ADD CONSTRAINT "cms_location_address_lines_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."cms_location"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."cms_location_locales" ADD CONSTRAINT "cms_location_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."cms_location"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_cms_location_v_version_address_lines" ADD CONSTRAINT "_cms_location_v_version_address_lines_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_cms_location_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_cms_location_v_locales" ADD CONSTRAINT "_cms_location_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_cms_location_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "cms_facilities__status_idx" ON "cms"."cms_facilities" USING btree ("_status");
  CREATE UNIQUE INDEX "cms_facilities_locales_locale_parent_id_unique" ON "cms"."cms_facilities_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_cms_facilities_v_version_version__status_idx" ON "cms"."_cms_facilities_v" USING btree ("version__status");
  CREATE INDEX "_cms_facilities_v_created_at_idx" ON "cms"."_cms_facilities_v" USING btree ("created_at");
  CREATE INDEX "_cms_facilities_v_updated_at_idx" ON "cms"."_cms_facilities_v" USING btree ("updated_at");
  CREATE INDEX "_cms_facilities_v_snapshot_idx" ON "cms"."_cms_facilities_v" USING btree ("snapshot");
  CREATE INDEX "_cms_facilities_v_published_locale_idx" ON "cms"."_cms_facilities_v" USING btree ("published_locale");
  CREATE INDEX "_cms_facilities_v_latest_idx" ON "cms"."_cms_facilities_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_cms_facilities_v_locales_locale_parent_id_unique" ON "cms"."_cms_facilities_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "cms_location_address_lines_order_idx" ON "cms"."cms_location_address_lines" USING btree ("_order");
  CREATE INDEX "cms_location_address_lines_parent_id_idx" ON "cms"."cms_location_address_lines" USING btree ("_parent_id");
  CREATE INDEX "cms_location_address_lines_locale_idx" ON "cms"."cms_location_address_lines" USING btree ("_locale");
  CREATE INDEX "cms_location__status_idx" ON "cms"."cms_location" USING btree ("_status");
  CREATE UNIQUE INDEX "cms_location_locales_locale_parent_id_unique" ON "cms"."cms_location_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_cms_location_v_version_address_lines_order_idx" ON "cms"."_cms_location_v_version_address_lines" USING btree ("_order");
  CREATE INDEX "_cms_location_v_version_address_lines_parent_id_idx" ON "cms"."_cms_location_v_version_address_lines" USING btree ("_parent_id");
  CREATE INDEX "_cms_location_v_version_address_lines_locale_idx" ON "cms"."_cms_location_v_version_address_lines" USING btree ("_locale");
  CREATE INDEX "_cms_location_v_version_version__status_idx" ON "cms"."_cms_location_v" USING btree ("version__status");
  CREATE INDEX "_cms_location_v_created_at_idx" ON "cms"."_cms_location_v" USING btree ("created_at");
  CREATE INDEX "_cms_location_v_updated_at_idx" ON "cms"."_cms_location_v" USING btree ("updated_at");
  CREATE INDEX "_cms_location_v_snapshot_idx" ON "cms"."_cms_location_v" USING btree ("snapshot");
  CREATE INDEX "_cms_location_v_published_locale_idx" ON "cms"."_cms_location_v" USING btree ("published_locale");
  CREATE INDEX "_cms_location_v_latest_idx" ON "cms"."_cms_location_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_cms_location_v_locales_locale_parent_id_unique" ON "cms"."_cms_location_v_locales" USING btree ("_locale","_parent_id");`));
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(inSchema(payload, `
   DROP TABLE "cms"."cms_facilities" CASCADE;
  DROP TABLE "cms"."cms_facilities_locales" CASCADE;
  DROP TABLE "cms"."_cms_facilities_v" CASCADE;
  DROP TABLE "cms"."_cms_facilities_v_locales" CASCADE;
  DROP TABLE "cms"."cms_location_address_lines" CASCADE;
  DROP TABLE "cms"."cms_location" CASCADE;
  DROP TABLE "cms"."cms_location_locales" CASCADE;
  DROP TABLE "cms"."_cms_location_v_version_address_lines" CASCADE;
  DROP TABLE "cms"."_cms_location_v" CASCADE;
  DROP TABLE "cms"."_cms_location_v_locales" CASCADE;
  DROP TYPE "cms"."enum_cms_facilities_status";
  DROP TYPE "cms"."enum__cms_facilities_v_version_status";
  DROP TYPE "cms"."enum__cms_facilities_v_published_locale";
  DROP TYPE "cms"."enum_cms_location_status";
  DROP TYPE "cms"."enum__cms_location_v_version_status";
  DROP TYPE "cms"."enum__cms_location_v_published_locale";`));
}
