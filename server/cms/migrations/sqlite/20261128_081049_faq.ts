import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`cms_faq\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`cms_faq__status_idx\` ON \`cms_faq\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`cms_faq_locales\` (
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`sections_title\` text,
  	\`sections_fees\` text,
  	\`sections_foreign\` text,
  	\`sections_payment\` text,
  	\`sections_letting\` text,
  	\`sections_launch\` text,
  	\`questions_tenure_question\` text,
  	\`questions_tenure_answer\` text,
  	\`questions_commercial_title_question\` text,
  	\`questions_commercial_title_answer\` text,
  	\`questions_strata_title_question\` text,
  	\`questions_strata_title_answer\` text,
  	\`questions_defects_question\` text,
  	\`questions_defects_answer\` text,
  	\`questions_booking_fee_question\` text,
  	\`questions_booking_fee_answer\` text,
  	\`questions_service_charge_question\` text,
  	\`questions_service_charge_answer\` text,
  	\`questions_stamp_duty_question\` text,
  	\`questions_stamp_duty_answer\` text,
  	\`questions_foreign_consent_question\` text,
  	\`questions_foreign_consent_answer\` text,
  	\`questions_foreign_financing_question\` text,
  	\`questions_foreign_financing_answer\` text,
  	\`questions_payment_schedule_question\` text,
  	\`questions_payment_schedule_answer\` text,
  	\`questions_financing_question\` text,
  	\`questions_financing_answer\` text,
  	\`questions_letting_question\` text,
  	\`questions_letting_answer\` text,
  	\`questions_register_question\` text,
  	\`questions_register_answer\` text,
  	\`questions_ballot_question\` text,
  	\`questions_ballot_answer\` text,
  	\`questions_booking_question\` text,
  	\`questions_booking_answer\` text,
  	\`questions_privacy_question\` text,
  	\`questions_privacy_answer\` text,
  	\`disclaimer\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cms_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`cms_faq_locales_locale_parent_id_unique\` ON \`cms_faq_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_cms_faq_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_cms_faq_v_version_version__status_idx\` ON \`_cms_faq_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_cms_faq_v_created_at_idx\` ON \`_cms_faq_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_cms_faq_v_updated_at_idx\` ON \`_cms_faq_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_cms_faq_v_snapshot_idx\` ON \`_cms_faq_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_cms_faq_v_published_locale_idx\` ON \`_cms_faq_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_cms_faq_v_latest_idx\` ON \`_cms_faq_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_cms_faq_v_locales\` (
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_eyebrow\` text,
  	\`version_title\` text,
  	\`version_intro\` text,
  	\`version_sections_title\` text,
  	\`version_sections_fees\` text,
  	\`version_sections_foreign\` text,
  	\`version_sections_payment\` text,
  	\`version_sections_letting\` text,
  	\`version_sections_launch\` text,
  	\`version_questions_tenure_question\` text,
  	\`version_questions_tenure_answer\` text,
  	\`version_questions_commercial_title_question\` text,
  	\`version_questions_commercial_title_answer\` text,
  	\`version_questions_strata_title_question\` text,
  	\`version_questions_strata_title_answer\` text,
  	\`version_questions_defects_question\` text,
  	\`version_questions_defects_answer\` text,
  	\`version_questions_booking_fee_question\` text,
  	\`version_questions_booking_fee_answer\` text,
  	\`version_questions_service_charge_question\` text,
  	\`version_questions_service_charge_answer\` text,
  	\`version_questions_stamp_duty_question\` text,
  	\`version_questions_stamp_duty_answer\` text,
  	\`version_questions_foreign_consent_question\` text,
  	\`version_questions_foreign_consent_answer\` text,
  	\`version_questions_foreign_financing_question\` text,
  	\`version_questions_foreign_financing_answer\` text,
  	\`version_questions_payment_schedule_question\` text,
  	\`version_questions_payment_schedule_answer\` text,
  	\`version_questions_financing_question\` text,
  	\`version_questions_financing_answer\` text,
  	\`version_questions_letting_question\` text,
  	\`version_questions_letting_answer\` text,
  	\`version_questions_register_question\` text,
  	\`version_questions_register_answer\` text,
  	\`version_questions_ballot_question\` text,
  	\`version_questions_ballot_answer\` text,
  	\`version_questions_booking_question\` text,
  	\`version_questions_booking_answer\` text,
  	\`version_questions_privacy_question\` text,
  	\`version_questions_privacy_answer\` text,
  	\`version_disclaimer\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_cms_faq_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_cms_faq_v_locales_locale_parent_id_unique\` ON \`_cms_faq_v_locales\` (\`_locale\`,\`_parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`cms_faq\`;`)
  await db.run(sql`DROP TABLE \`cms_faq_locales\`;`)
  await db.run(sql`DROP TABLE \`_cms_faq_v\`;`)
  await db.run(sql`DROP TABLE \`_cms_faq_v_locales\`;`)
}
