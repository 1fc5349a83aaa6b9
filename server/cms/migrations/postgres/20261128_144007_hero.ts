import type { MigrateDownArgs, MigrateUpArgs } from "@payloadcms/db-postgres";
import { inSchema } from "../in-schema";

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(inSchema(payload, `
   CREATE TYPE "cms"."enum_cms_hero_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__cms_hero_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__cms_hero_v_published_locale" AS ENUM('en', 'zh', 'ms');
  CREATE TABLE "cms"."cms_hero" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"desktop_id" integer,
  	"phone_id" integer,
  	"_status" "cms"."enum_cms_hero_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "cms"."_cms_hero_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_desktop_id" integer,
  	"version_phone_id" integer,
  	"version__status" "cms"."enum__cms_hero_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "cms"."enum__cms_hero_v_published_locale",
  	"latest" boolean
  );
  
  ALTER TABLE "cms"."cms_hero" ADD CONSTRAINT "cms_hero_desktop_id_cms_media_id_fk" FOREIGN KEY ("desktop_id") REFERENCES "cms"."cms_media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."cms_hero" ADD CONSTRAINT "cms_hero_phone_id_cms_media_id_fk" FOREIGN KEY ("phone_id") REFERENCES "cms"."cms_media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_cms_hero_v" ADD CONSTRAINT "_cms_hero_v_version_desktop_id_cms_media_id_fk" FOREIGN KEY ("version_desktop_id") REFERENCES "cms"."cms_media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_cms_hero_v" ADD CONSTRAINT "_cms_hero_v_version_phone_id_cms_media_id_fk" FOREIGN KEY ("version_phone_id") REFERENCES "cms"."cms_media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "cms_hero_desktop_idx" ON "cms"."cms_hero" USING btree ("desktop_id");
  CREATE INDEX "cms_hero_phone_idx" ON "cms"."cms_hero" USING btree ("phone_id");
  CREATE INDEX "cms_hero__status_idx" ON "cms"."cms_hero" USING btree ("_status");
  CREATE INDEX "_cms_hero_v_version_version_desktop_idx" ON "cms"."_cms_hero_v" USING btree ("version_desktop_id");
  CREATE INDEX "_cms_hero_v_version_version_phone_idx" ON "cms"."_cms_hero_v" USING btree ("version_phone_id");
  CREATE INDEX "_cms_hero_v_version_version__status_idx" ON "cms"."_cms_hero_v" USING btree ("version__status");
  CREATE INDEX "_cms_hero_v_created_at_idx" ON "cms"."_cms_hero_v" USING btree ("created_at");
  CREATE INDEX "_cms_hero_v_updated_at_idx" ON "cms"."_cms_hero_v" USING btree ("updated_at");
  CREATE INDEX "_cms_hero_v_snapshot_idx" ON "cms"."_cms_hero_v" USING btree ("snapshot");
  CREATE INDEX "_cms_hero_v_published_locale_idx" ON "cms"."_cms_hero_v" USING btree ("published_locale");
  CREATE INDEX "_cms_hero_v_latest_idx" ON "cms"."_cms_hero_v" USING btree ("latest");`));
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(inSchema(payload, `
   DROP TABLE "cms"."cms_hero" CASCADE;
  DROP TABLE "cms"."_cms_hero_v" CASCADE;
  DROP TYPE "cms"."enum_cms_hero_status";
  DROP TYPE "cms"."enum__cms_hero_v_version_status";
  DROP TYPE "cms"."enum__cms_hero_v_published_locale";`));
}
