import type { MigrateDownArgs, MigrateUpArgs } from "@payloadcms/db-postgres";
import { inSchema } from "../in-schema";

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(inSchema(payload, `
   CREATE TYPE "cms"."enum_cms_promotions_placements" AS ENUM('home', 'landing', 'layout', 'availability');
  CREATE TYPE "cms"."enum_cms_promotions_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__cms_promotions_v_version_placements" AS ENUM('home', 'landing', 'layout', 'availability');
  CREATE TYPE "cms"."enum__cms_promotions_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__cms_promotions_v_published_locale" AS ENUM('en', 'zh', 'ms');
  CREATE TABLE "cms"."cms_promotions_placements" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "cms"."enum_cms_promotions_placements",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."cms_promotions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"starts_at" timestamp(3) with time zone,
  	"ends_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "cms"."enum_cms_promotions_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "cms"."cms_promotions_locales" (
  	"title" varchar,
  	"summary" varchar,
  	"terms" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_cms_promotions_v_version_placements" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "cms"."enum__cms_promotions_v_version_placements",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."_cms_promotions_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_starts_at" timestamp(3) with time zone,
  	"version_ends_at" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "cms"."enum__cms_promotions_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "cms"."enum__cms_promotions_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."_cms_promotions_v_locales" (
  	"version_title" varchar,
  	"version_summary" varchar,
  	"version_terms" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD COLUMN "cms_promotions_id" integer;
  ALTER TABLE "cms"."cms_promotions_placements" ADD CONSTRAINT "cms_promotions_placements_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."cms_promotions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."cms_promotions_locales" ADD CONSTRAINT "cms_promotions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."cms_promotions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_cms_promotions_v_version_placements" ADD CONSTRAINT "_cms_promotions_v_version_placements_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."_cms_promotions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_cms_promotions_v" ADD CONSTRAINT "_cms_promotions_v_parent_id_cms_promotions_id_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."cms_promotions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_cms_promotions_v_locales" ADD CONSTRAINT "_cms_promotions_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_cms_promotions_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "cms_promotions_placements_order_idx" ON "cms"."cms_promotions_placements" USING btree ("order");
  CREATE INDEX "cms_promotions_placements_parent_idx" ON "cms"."cms_promotions_placements" USING btree ("parent_id");
  CREATE INDEX "cms_promotions_updated_at_idx" ON "cms"."cms_promotions" USING btree ("updated_at");
  CREATE INDEX "cms_promotions_created_at_idx" ON "cms"."cms_promotions" USING btree ("created_at");
  CREATE INDEX "cms_promotions__status_idx" ON "cms"."cms_promotions" USING btree ("_status");
  CREATE UNIQUE INDEX "cms_promotions_locales_locale_parent_id_unique" ON "cms"."cms_promotions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_cms_promotions_v_version_placements_order_idx" ON "cms"."_cms_promotions_v_version_placements" USING btree ("order");
  CREATE INDEX "_cms_promotions_v_version_placements_parent_idx" ON "cms"."_cms_promotions_v_version_placements" USING btree ("parent_id");
  CREATE INDEX "_cms_promotions_v_parent_idx" ON "cms"."_cms_promotions_v" USING btree ("parent_id");
  CREATE INDEX "_cms_promotions_v_version_version_updated_at_idx" ON "cms"."_cms_promotions_v" USING btree ("version_updated_at");
  CREATE INDEX "_cms_promotions_v_version_version_created_at_idx" ON "cms"."_cms_promotions_v" USING btree ("version_created_at");
  CREATE INDEX "_cms_promotions_v_version_version__status_idx" ON "cms"."_cms_promotions_v" USING btree ("version__status");
  CREATE INDEX "_cms_promotions_v_created_at_idx" ON "cms"."_cms_promotions_v" USING btree ("created_at");
  CREATE INDEX "_cms_promotions_v_updated_at_idx" ON "cms"."_cms_promotions_v" USING btree ("updated_at");
  CREATE INDEX "_cms_promotions_v_snapshot_idx" ON "cms"."_cms_promotions_v" USING btree ("snapshot");
  CREATE INDEX "_cms_promotions_v_published_locale_idx" ON "cms"."_cms_promotions_v" USING btree ("published_locale");
  CREATE INDEX "_cms_promotions_v_latest_idx" ON "cms"."_cms_promotions_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_cms_promotions_v_locales_locale_parent_id_unique" ON "cms"."_cms_promotions_v_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_promotions_fk" FOREIGN KEY ("cms_promotions_id") REFERENCES "cms"."cms_promotions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_cms_promotions_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("cms_promotions_id");`));
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(inSchema(payload, `
   ALTER TABLE "cms"."cms_promotions_placements" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."cms_promotions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."cms_promotions_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_cms_promotions_v_version_placements" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_cms_promotions_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_cms_promotions_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "cms"."cms_promotions_placements" CASCADE;
  DROP TABLE "cms"."cms_promotions" CASCADE;
  DROP TABLE "cms"."cms_promotions_locales" CASCADE;
  DROP TABLE "cms"."_cms_promotions_v_version_placements" CASCADE;
  DROP TABLE "cms"."_cms_promotions_v" CASCADE;
  DROP TABLE "cms"."_cms_promotions_v_locales" CASCADE;
  ALTER TABLE "cms"."payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_promotions_fk";
  
  DROP INDEX "cms"."payload_locked_documents_rels_cms_promotions_id_idx";
  ALTER TABLE "cms"."payload_locked_documents_rels" DROP COLUMN "cms_promotions_id";
  DROP TYPE "cms"."enum_cms_promotions_placements";
  DROP TYPE "cms"."enum_cms_promotions_status";
  DROP TYPE "cms"."enum__cms_promotions_v_version_placements";
  DROP TYPE "cms"."enum__cms_promotions_v_version_status";
  DROP TYPE "cms"."enum__cms_promotions_v_published_locale";`));
}
