import type { MigrateDownArgs, MigrateUpArgs } from "@payloadcms/db-postgres";
import { inSchema } from "../in-schema";

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(inSchema(payload, `
   CREATE TYPE "cms"."enum_cms_faq_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__cms_faq_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__cms_faq_v_published_locale" AS ENUM('en', 'zh', 'ms');
  CREATE TABLE "cms"."cms_faq" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_status" "cms"."enum_cms_faq_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "cms"."cms_faq_locales" (
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"sections_title" varchar,
  	"sections_fees" varchar,
  	"sections_foreign" varchar,
  	"sections_payment" varchar,
  	"sections_letting" varchar,
  	"sections_launch" varchar,
  	"questions_tenure_question" varchar,
  	"questions_tenure_answer" varchar,
  	"questions_commercial_title_question" varchar,
  	"questions_commercial_title_answer" varchar,
  	"questions_strata_title_question" varchar,
  	"questions_strata_title_answer" varchar,
  	"questions_defects_question" varchar,
  	"questions_defects_answer" varchar,
  	"questions_booking_fee_question" varchar,
  	"questions_booking_fee_answer" varchar,
  	"questions_service_charge_question" varchar,
  	"questions_service_charge_answer" varchar,
  	"questions_stamp_duty_question" varchar,
  	"questions_stamp_duty_answer" varchar,
  	"questions_foreign_consent_question" varchar,
  	"questions_foreign_consent_answer" varchar,
  	"questions_foreign_financing_question" varchar,
  	"questions_foreign_financing_answer" varchar,
  	"questions_payment_schedule_question" varchar,
  	"questions_payment_schedule_answer" varchar,
  	"questions_financing_question" varchar,
  	"questions_financing_answer" varchar,
  	"questions_letting_question" varchar,
  	"questions_letting_answer" varchar,
  	"questions_register_question" varchar,
  	"questions_register_answer" varchar,
  	"questions_ballot_question" varchar,
  	"questions_ballot_answer" varchar,
  	"questions_booking_question" varchar,
  	"questions_booking_answer" varchar,
  	"questions_privacy_question" varchar,
  	"questions_privacy_answer" varchar,
  	"disclaimer" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cms"."_cms_faq_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "cms"."enum__cms_faq_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "cms"."enum__cms_faq_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."_cms_faq_v_locales" (
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_eyebrow" varchar,
  	"version_title" varchar,
  	"version_intro" varchar,
  	"version_sections_title" varchar,
  	"version_sections_fees" varchar,
  	"version_sections_foreign" varchar,
  	"version_sections_payment" varchar,
  	"version_sections_letting" varchar,
  	"version_sections_launch" varchar,
  	"version_questions_tenure_question" varchar,
  	"version_questions_tenure_answer" varchar,
  	"version_questions_commercial_title_question" varchar,
  	"version_questions_commercial_title_answer" varchar,
  	"version_questions_strata_title_question" varchar,
  	"version_questions_strata_title_answer" varchar,
  	"version_questions_defects_question" varchar,
  	"version_questions_defects_answer" varchar,
  	"version_questions_booking_fee_question" varchar,
  	"version_questions_booking_fee_answer" varchar,
  	"version_questions_service_charge_question" varchar,
  	"version_questions_service_charge_answer" varchar,
  	"version_questions_stamp_duty_question" varchar,
  	"version_questions_stamp_duty_answer" varchar,
  	"version_questions_foreign_consent_question" varchar,
  	"version_questions_foreign_consent_answer" varchar,
  	"version_questions_foreign_financing_question" varchar,
  	"version_questions_foreign_financing_answer" varchar,
  	"version_questions_payment_schedule_question" varchar,
  	"version_questions_payment_schedule_answer" varchar,
  	"version_questions_financing_question" varchar,
  	"version_questions_financing_answer" varchar,
  	"version_questions_letting_question" varchar,
  	"version_questions_letting_answer" varchar,
  	"version_questions_register_question" varchar,
  	"version_questions_register_answer" varchar,
  	"version_questions_ballot_question" varchar,
  	"version_questions_ballot_answer" varchar,
  	"version_questions_booking_question" varchar,
  	"version_questions_booking_answer" varchar,
  	"version_questions_privacy_question" varchar,
  	"version_questions_privacy_answer" varchar,
  	"version_disclaimer" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "cms"."_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "cms"."cms_faq_locales" ADD CONSTRAINT "cms_faq_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."cms_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_cms_faq_v_locales" ADD CONSTRAINT "_cms_faq_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_cms_faq_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "cms_faq__status_idx" ON "cms"."cms_faq" USING btree ("_status");
  CREATE UNIQUE INDEX "cms_faq_locales_locale_parent_id_unique" ON "cms"."cms_faq_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_cms_faq_v_version_version__status_idx" ON "cms"."_cms_faq_v" USING btree ("version__status");
  CREATE INDEX "_cms_faq_v_created_at_idx" ON "cms"."_cms_faq_v" USING btree ("created_at");
  CREATE INDEX "_cms_faq_v_updated_at_idx" ON "cms"."_cms_faq_v" USING btree ("updated_at");
  CREATE INDEX "_cms_faq_v_snapshot_idx" ON "cms"."_cms_faq_v" USING btree ("snapshot");
  CREATE INDEX "_cms_faq_v_published_locale_idx" ON "cms"."_cms_faq_v" USING btree ("published_locale");
  CREATE INDEX "_cms_faq_v_latest_idx" ON "cms"."_cms_faq_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_cms_faq_v_locales_locale_parent_id_unique" ON "cms"."_cms_faq_v_locales" USING btree ("_locale","_parent_id");`));
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(inSchema(payload, `
   DROP TABLE "cms"."cms_faq" CASCADE;
  DROP TABLE "cms"."cms_faq_locales" CASCADE;
  DROP TABLE "cms"."_cms_faq_v" CASCADE;
  DROP TABLE "cms"."_cms_faq_v_locales" CASCADE;
  DROP TYPE "cms"."enum_cms_faq_status";
  DROP TYPE "cms"."enum__cms_faq_v_version_status";
  DROP TYPE "cms"."enum__cms_faq_v_published_locale";`));
}
