import type { MigrateDownArgs, MigrateUpArgs } from "@payloadcms/db-postgres";
import { inSchema } from "../in-schema";

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(inSchema(payload, `
   CREATE TYPE "cms"."enum_cms_particulars_tenure_kind" AS ENUM('freehold', 'leasehold');
  CREATE TYPE "cms"."enum_cms_particulars_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__cms_particulars_v_version_tenure_kind" AS ENUM('freehold', 'leasehold');
  CREATE TYPE "cms"."enum__cms_particulars_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__cms_particulars_v_published_locale" AS ENUM('en', 'zh', 'ms');
  CREATE TABLE "cms"."cms_particulars" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"developer_licence_number" varchar,
  	"developer_licence_valid_from" timestamp(3) with time zone,
  	"developer_licence_valid_to" timestamp(3) with time zone,
  	"advertising_permit_number" varchar,
  	"advertising_permit_valid_from" timestamp(3) with time zone,
  	"advertising_permit_valid_to" timestamp(3) with time zone,
  	"approving_authority" varchar,
  	"building_plan_reference" varchar,
  	"tenure_kind" "cms"."enum_cms_particulars_tenure_kind",
  	"tenure_years" numeric,
  	"tenure_expires" timestamp(3) with time zone,
  	"expected_completion" varchar,
  	"_status" "cms"."enum_cms_particulars_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "cms"."cms_particulars_locales" (
  	"encumbrance" varchar,
  	"land_use" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_cms_particulars_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_developer_licence_number" varchar,
  	"version_developer_licence_valid_from" timestamp(3) with time zone,
  	"version_developer_licence_valid_to" timestamp(3) with time zone,
  	"version_advertising_permit_number" varchar,
  	"version_advertising_permit_valid_from" timestamp(3) with time zone,
  	"version_advertising_permit_valid_to" timestamp(3) with time zone,
  	"version_approving_authority" varchar,
  	"version_building_plan_reference" varchar,
  	"version_tenure_kind" "cms"."enum__cms_particulars_v_version_tenure_kind",
  	"version_tenure_years" numeric,
  	"version_tenure_expires" timestamp(3) with time zone,
  	"version_expected_completion" varchar,
  	"version__status" "cms"."enum__cms_particulars_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "cms"."enum__cms_particulars_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."_cms_particulars_v_locales" (
  	"version_encumbrance" varchar,
  	"version_land_use" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "cms"."cms_particulars_locales" ADD CONSTRAINT "cms_particulars_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."cms_particulars"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_cms_particulars_v_locales" ADD CONSTRAINT "_cms_particulars_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_cms_particulars_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "cms_particulars__status_idx" ON "cms"."cms_particulars" USING btree ("_status");
  CREATE UNIQUE INDEX "cms_particulars_locales_locale_parent_id_unique" ON "cms"."cms_particulars_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_cms_particulars_v_version_version__status_idx" ON "cms"."_cms_particulars_v" USING btree ("version__status");
  CREATE INDEX "_cms_particulars_v_created_at_idx" ON "cms"."_cms_particulars_v" USING btree ("created_at");
  CREATE INDEX "_cms_particulars_v_updated_at_idx" ON "cms"."_cms_particulars_v" USING btree ("updated_at");
  CREATE INDEX "_cms_particulars_v_snapshot_idx" ON "cms"."_cms_particulars_v" USING btree ("snapshot");
  CREATE INDEX "_cms_particulars_v_published_locale_idx" ON "cms"."_cms_particulars_v" USING btree ("published_locale");
  CREATE INDEX "_cms_particulars_v_latest_idx" ON "cms"."_cms_particulars_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_cms_particulars_v_locales_locale_parent_id_unique" ON "cms"."_cms_particulars_v_locales" USING btree ("_locale","_parent_id");`));
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(inSchema(payload, `
   DROP TABLE "cms"."cms_particulars" CASCADE;
  DROP TABLE "cms"."cms_particulars_locales" CASCADE;
  DROP TABLE "cms"."_cms_particulars_v" CASCADE;
  DROP TABLE "cms"."_cms_particulars_v_locales" CASCADE;
  DROP TYPE "cms"."enum_cms_particulars_tenure_kind";
  DROP TYPE "cms"."enum_cms_particulars_status";
  DROP TYPE "cms"."enum__cms_particulars_v_version_tenure_kind";
  DROP TYPE "cms"."enum__cms_particulars_v_version_status";
  DROP TYPE "cms"."enum__cms_particulars_v_published_locale";`));
}
