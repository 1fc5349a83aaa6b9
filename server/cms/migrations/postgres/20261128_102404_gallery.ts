import type { MigrateDownArgs, MigrateUpArgs } from "@payloadcms/db-postgres";
import { inSchema } from "../in-schema";

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(inSchema(payload, `
   CREATE TYPE "cms"."enum_cms_gallery_pictures_slug" AS ENUM('arrival', 'towers-at-dusk', 'lobby', 'pool-deck', 'sky-lounge', 'sky-terrace', 'rooftop-garden', 'bbq-deck', 'studio', 'single-suite', 'double-suite', 'dual-key-suite', 'runway-view', 'gym', 'co-working', 'meeting-room');
  CREATE TYPE "cms"."enum_cms_gallery_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__cms_gallery_v_version_pictures_slug" AS ENUM('arrival', 'towers-at-dusk', 'lobby', 'pool-deck', 'sky-lounge', 'sky-terrace', 'rooftop-garden', 'bbq-deck', 'studio', 'single-suite', 'double-suite', 'dual-key-suite', 'runway-view', 'gym', 'co-working', 'meeting-room');
  CREATE TYPE "cms"."enum__cms_gallery_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__cms_gallery_v_published_locale" AS ENUM('en', 'zh', 'ms');
  CREATE TABLE "cms"."cms_gallery_pictures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"slug" "cms"."enum_cms_gallery_pictures_slug",
  	"picture_id" integer
  );
  
  CREATE TABLE "cms"."cms_gallery_pictures_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."cms_gallery" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_status" "cms"."enum_cms_gallery_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "cms"."cms_gallery_locales" (
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_cms_gallery_v_version_pictures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" "cms"."enum__cms_gallery_v_version_pictures_slug",
  	"picture_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_cms_gallery_v_version_pictures_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_cms_gallery_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "cms"."enum__cms_gallery_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "cms"."enum__cms_gallery_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."_cms_gallery_v_locales" (
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_eyebrow" varchar,
  	"version_title" varchar,
  	"version_intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "cms"."cms_gallery_pictures" ADD CONSTRAINT "cms_gallery_pictures_picture_id_cms_media_id_fk" FOREIGN KEY ("picture_id") REFERENCES "cms"."cms_media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."cms_gallery_pictures" ADD CONSTRAINT "cms_gallery_pictures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."cms_gallery"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."cms_gallery_pictures_locales" ADD CONSTRAINT "cms_gallery_pictures_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."cms_gallery_pictures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."cms_gallery_locales" ADD CONSTRAINT "cms_gallery_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."cms_gallery"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_cms_gallery_v_version_pictures" ADD CONSTRAINT "_cms_gallery_v_version_pictures_picture_id_cms_media_id_fk" FOREIGN KEY ("picture_id") REFERENCES "cms"."cms_media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_cms_gallery_v_version_pictures" ADD CONSTRAINT "_cms_gallery_v_version_pictures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_cms_gallery_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_cms_gallery_v_version_pictures_locales" ADD CONSTRAINT "_cms_gallery_v_version_pictures_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_cms_gallery_v_version_pictures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_cms_gallery_v_locales" ADD CONSTRAINT "_cms_gallery_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_cms_gallery_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "cms_gallery_pictures_order_idx" ON "cms"."cms_gallery_pictures" USING btree ("_order");
  CREATE INDEX "cms_gallery_pictures_parent_id_idx" ON "cms"."cms_gallery_pictures" USING btree ("_parent_id");
  CREATE INDEX "cms_gallery_pictures_picture_idx" ON "cms"."cms_gallery_pictures" USING btree ("picture_id");
  CREATE UNIQUE INDEX "cms_gallery_pictures_locales_locale_parent_id_unique" ON "cms"."cms_gallery_pictures_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "cms_gallery__status_idx" ON "cms"."cms_gallery" USING btree ("_status");
  CREATE UNIQUE INDEX "cms_gallery_locales_locale_parent_id_unique" ON "cms"."cms_gallery_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_cms_gallery_v_version_pictures_order_idx" ON "cms"."_cms_gallery_v_version_pictures" USING btree ("_order");
  CREATE INDEX "_cms_gallery_v_version_pictures_parent_id_idx" ON "cms"."_cms_gallery_v_version_pictures" USING btree ("_parent_id");
  CREATE INDEX "_cms_gallery_v_version_pictures_picture_idx" ON "cms"."_cms_gallery_v_version_pictures" USING btree ("picture_id");
  CREATE UNIQUE INDEX "_cms_gallery_v_version_pictures_locales_locale_parent_id_uni" ON "cms"."_cms_gallery_v_version_pictures_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_cms_gallery_v_version_version__status_idx" ON "cms"."_cms_gallery_v" USING btree ("version__status");
  CREATE INDEX "_cms_gallery_v_created_at_idx" ON "cms"."_cms_gallery_v" USING btree ("created_at");
  CREATE INDEX "_cms_gallery_v_updated_at_idx" ON "cms"."_cms_gallery_v" USING btree ("updated_at");
  CREATE INDEX "_cms_gallery_v_snapshot_idx" ON "cms"."_cms_gallery_v" USING btree ("snapshot");
  CREATE INDEX "_cms_gallery_v_published_locale_idx" ON "cms"."_cms_gallery_v" USING btree ("published_locale");
  CREATE INDEX "_cms_gallery_v_latest_idx" ON "cms"."_cms_gallery_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_cms_gallery_v_locales_locale_parent_id_unique" ON "cms"."_cms_gallery_v_locales" USING btree ("_locale","_parent_id");`));
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(inSchema(payload, `
   DROP TABLE "cms"."cms_gallery_pictures" CASCADE;
  DROP TABLE "cms"."cms_gallery_pictures_locales" CASCADE;
  DROP TABLE "cms"."cms_gallery" CASCADE;
  DROP TABLE "cms"."cms_gallery_locales" CASCADE;
  DROP TABLE "cms"."_cms_gallery_v_version_pictures" CASCADE;
  DROP TABLE "cms"."_cms_gallery_v_version_pictures_locales" CASCADE;
  DROP TABLE "cms"."_cms_gallery_v" CASCADE;
  DROP TABLE "cms"."_cms_gallery_v_locales" CASCADE;
  DROP TYPE "cms"."enum_cms_gallery_pictures_slug";
  DROP TYPE "cms"."enum_cms_gallery_status";
  DROP TYPE "cms"."enum__cms_gallery_v_version_pictures_slug";
  DROP TYPE "cms"."enum__cms_gallery_v_version_status";
  DROP TYPE "cms"."enum__cms_gallery_v_published_locale";`));
}
