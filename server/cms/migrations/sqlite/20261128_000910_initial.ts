import { MigrateUpArgs, MigrateDownArgs, sql } from "@payloadcms/db-sqlite";

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`cms_staff\` (
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`email\` text,
  	\`role\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `);
  await db.run(sql`CREATE INDEX \`cms_staff_updated_at_idx\` ON \`cms_staff\` (\`updated_at\`);`);
  await db.run(sql`CREATE INDEX \`cms_staff_created_at_idx\` ON \`cms_staff\` (\`created_at\`);`);
  await db.run(sql`CREATE TABLE \`cms_media\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `);
  await db.run(sql`CREATE INDEX \`cms_media_updated_at_idx\` ON \`cms_media\` (\`updated_at\`);`);
  await db.run(sql`CREATE INDEX \`cms_media_created_at_idx\` ON \`cms_media\` (\`created_at\`);`);
  await db.run(
    sql`CREATE UNIQUE INDEX \`cms_media_filename_idx\` ON \`cms_media\` (\`filename\`);`,
  );
  await db.run(sql`CREATE TABLE \`cms_media_locales\` (
  	\`alt\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cms_media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`CREATE UNIQUE INDEX \`cms_media_locales_locale_parent_id_unique\` ON \`cms_media_locales\` (\`_locale\`,\`_parent_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`payload_kv\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`data\` text NOT NULL
  );
  `);
  await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`);
  await db.run(sql`CREATE TABLE \`payload_jobs_log\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`executed_at\` text NOT NULL,
  	\`completed_at\` text NOT NULL,
  	\`task_slug\` text NOT NULL,
  	\`task_i_d\` text NOT NULL,
  	\`input\` text,
  	\`output\` text,
  	\`state\` text NOT NULL,
  	\`error\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`payload_jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`CREATE INDEX \`payload_jobs_log_order_idx\` ON \`payload_jobs_log\` (\`_order\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_jobs_log_parent_id_idx\` ON \`payload_jobs_log\` (\`_parent_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`payload_jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`input\` text,
  	\`completed_at\` text,
  	\`total_tried\` numeric DEFAULT 0,
  	\`has_error\` integer DEFAULT false,
  	\`error\` text,
  	\`task_slug\` text,
  	\`queue\` text DEFAULT 'default',
  	\`wait_until\` text,
  	\`processing\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `);
  await db.run(
    sql`CREATE INDEX \`payload_jobs_completed_at_idx\` ON \`payload_jobs\` (\`completed_at\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_jobs_total_tried_idx\` ON \`payload_jobs\` (\`total_tried\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_jobs_has_error_idx\` ON \`payload_jobs\` (\`has_error\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_jobs_task_slug_idx\` ON \`payload_jobs\` (\`task_slug\`);`,
  );
  await db.run(sql`CREATE INDEX \`payload_jobs_queue_idx\` ON \`payload_jobs\` (\`queue\`);`);
  await db.run(
    sql`CREATE INDEX \`payload_jobs_wait_until_idx\` ON \`payload_jobs\` (\`wait_until\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_jobs_processing_idx\` ON \`payload_jobs\` (\`processing\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_jobs_updated_at_idx\` ON \`payload_jobs\` (\`updated_at\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_jobs_created_at_idx\` ON \`payload_jobs\` (\`created_at\`);`,
  );
  await db.run(sql`CREATE TABLE \`payload_locked_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`global_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `);
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_global_slug_idx\` ON \`payload_locked_documents\` (\`global_slug\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_updated_at_idx\` ON \`payload_locked_documents\` (\`updated_at\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_created_at_idx\` ON \`payload_locked_documents\` (\`created_at\`);`,
  );
  await db.run(sql`CREATE TABLE \`payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`cms_staff_id\` text,
  	\`cms_media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cms_staff_id\`) REFERENCES \`cms_staff\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cms_media_id\`) REFERENCES \`cms_media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_cms_staff_id_idx\` ON \`payload_locked_documents_rels\` (\`cms_staff_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_cms_media_id_idx\` ON \`payload_locked_documents_rels\` (\`cms_media_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`payload_preferences\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `);
  await db.run(
    sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`,
  );
  await db.run(sql`CREATE TABLE \`payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`cms_staff_id\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cms_staff_id\`) REFERENCES \`cms_staff\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_preferences_rels_cms_staff_id_idx\` ON \`payload_preferences_rels\` (\`cms_staff_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`payload_migrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`batch\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `);
  await db.run(
    sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`,
  );
  await db.run(sql`CREATE TABLE \`cms_concept_facts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cms_concept\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`CREATE INDEX \`cms_concept_facts_order_idx\` ON \`cms_concept_facts\` (\`_order\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`cms_concept_facts_parent_id_idx\` ON \`cms_concept_facts\` (\`_parent_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`cms_concept_facts_locale_idx\` ON \`cms_concept_facts\` (\`_locale\`);`,
  );
  await db.run(sql`CREATE TABLE \`cms_concept_sanctuary_paragraphs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cms_concept\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`CREATE INDEX \`cms_concept_sanctuary_paragraphs_order_idx\` ON \`cms_concept_sanctuary_paragraphs\` (\`_order\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`cms_concept_sanctuary_paragraphs_parent_id_idx\` ON \`cms_concept_sanctuary_paragraphs\` (\`_parent_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`cms_concept_sanctuary_paragraphs_locale_idx\` ON \`cms_concept_sanctuary_paragraphs\` (\`_locale\`);`,
  );
  await db.run(sql`CREATE TABLE \`cms_concept_sanctuary_highlights\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cms_concept\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`CREATE INDEX \`cms_concept_sanctuary_highlights_order_idx\` ON \`cms_concept_sanctuary_highlights\` (\`_order\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`cms_concept_sanctuary_highlights_parent_id_idx\` ON \`cms_concept_sanctuary_highlights\` (\`_parent_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`cms_concept_sanctuary_highlights_locale_idx\` ON \`cms_concept_sanctuary_highlights\` (\`_locale\`);`,
  );
  await db.run(sql`CREATE TABLE \`cms_concept\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `);
  await db.run(sql`CREATE INDEX \`cms_concept__status_idx\` ON \`cms_concept\` (\`_status\`);`);
  await db.run(sql`CREATE TABLE \`cms_concept_locales\` (
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`hero_eyebrow\` text,
  	\`hero_title\` text,
  	\`hero_description\` text,
  	\`hero_image_alt\` text,
  	\`quote_text\` text,
  	\`quote_attribution\` text,
  	\`sanctuary_eyebrow\` text,
  	\`sanctuary_title\` text,
  	\`sanctuary_image_alt\` text,
  	\`investment_eyebrow\` text,
  	\`investment_title\` text,
  	\`investment_intro\` text,
  	\`investment_categories_studio_name\` text,
  	\`investment_categories_studio_summary\` text,
  	\`investment_categories_studio_image_alt\` text,
  	\`investment_categories_single_name\` text,
  	\`investment_categories_single_summary\` text,
  	\`investment_categories_single_image_alt\` text,
  	\`investment_categories_double_name\` text,
  	\`investment_categories_double_summary\` text,
  	\`investment_categories_double_image_alt\` text,
  	\`investment_categories_dual_key_name\` text,
  	\`investment_categories_dual_key_summary\` text,
  	\`investment_categories_dual_key_image_alt\` text,
  	\`closing_title\` text,
  	\`closing_body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cms_concept\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`CREATE UNIQUE INDEX \`cms_concept_locales_locale_parent_id_unique\` ON \`cms_concept_locales\` (\`_locale\`,\`_parent_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`_cms_concept_v_version_facts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_cms_concept_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`CREATE INDEX \`_cms_concept_v_version_facts_order_idx\` ON \`_cms_concept_v_version_facts\` (\`_order\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_cms_concept_v_version_facts_parent_id_idx\` ON \`_cms_concept_v_version_facts\` (\`_parent_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_cms_concept_v_version_facts_locale_idx\` ON \`_cms_concept_v_version_facts\` (\`_locale\`);`,
  );
  await db.run(sql`CREATE TABLE \`_cms_concept_v_version_sanctuary_paragraphs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_cms_concept_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`CREATE INDEX \`_cms_concept_v_version_sanctuary_paragraphs_order_idx\` ON \`_cms_concept_v_version_sanctuary_paragraphs\` (\`_order\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_cms_concept_v_version_sanctuary_paragraphs_parent_id_idx\` ON \`_cms_concept_v_version_sanctuary_paragraphs\` (\`_parent_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_cms_concept_v_version_sanctuary_paragraphs_locale_idx\` ON \`_cms_concept_v_version_sanctuary_paragraphs\` (\`_locale\`);`,
  );
  await db.run(sql`CREATE TABLE \`_cms_concept_v_version_sanctuary_highlights\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_cms_concept_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`CREATE INDEX \`_cms_concept_v_version_sanctuary_highlights_order_idx\` ON \`_cms_concept_v_version_sanctuary_highlights\` (\`_order\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_cms_concept_v_version_sanctuary_highlights_parent_id_idx\` ON \`_cms_concept_v_version_sanctuary_highlights\` (\`_parent_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_cms_concept_v_version_sanctuary_highlights_locale_idx\` ON \`_cms_concept_v_version_sanctuary_highlights\` (\`_locale\`);`,
  );
  await db.run(sql`CREATE TABLE \`_cms_concept_v\` (
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
  `);
  await db.run(
    sql`CREATE INDEX \`_cms_concept_v_version_version__status_idx\` ON \`_cms_concept_v\` (\`version__status\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_cms_concept_v_created_at_idx\` ON \`_cms_concept_v\` (\`created_at\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_cms_concept_v_updated_at_idx\` ON \`_cms_concept_v\` (\`updated_at\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_cms_concept_v_snapshot_idx\` ON \`_cms_concept_v\` (\`snapshot\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_cms_concept_v_published_locale_idx\` ON \`_cms_concept_v\` (\`published_locale\`);`,
  );
  await db.run(sql`CREATE INDEX \`_cms_concept_v_latest_idx\` ON \`_cms_concept_v\` (\`latest\`);`);
  await db.run(sql`CREATE TABLE \`_cms_concept_v_locales\` (
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_hero_eyebrow\` text,
  	\`version_hero_title\` text,
  	\`version_hero_description\` text,
  	\`version_hero_image_alt\` text,
  	\`version_quote_text\` text,
  	\`version_quote_attribution\` text,
  	\`version_sanctuary_eyebrow\` text,
  	\`version_sanctuary_title\` text,
  	\`version_sanctuary_image_alt\` text,
  	\`version_investment_eyebrow\` text,
  	\`version_investment_title\` text,
  	\`version_investment_intro\` text,
  	\`version_investment_categories_studio_name\` text,
  	\`version_investment_categories_studio_summary\` text,
  	\`version_investment_categories_studio_image_alt\` text,
  	\`version_investment_categories_single_name\` text,
  	\`version_investment_categories_single_summary\` text,
  	\`version_investment_categories_single_image_alt\` text,
  	\`version_investment_categories_double_name\` text,
  	\`version_investment_categories_double_summary\` text,
  	\`version_investment_categories_double_image_alt\` text,
  	\`version_investment_categories_dual_key_name\` text,
  	\`version_investment_categories_dual_key_summary\` text,
  	\`version_investment_categories_dual_key_image_alt\` text,
  	\`version_closing_title\` text,
  	\`version_closing_body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_cms_concept_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`CREATE UNIQUE INDEX \`_cms_concept_v_locales_locale_parent_id_unique\` ON \`_cms_concept_v_locales\` (\`_locale\`,\`_parent_id\`);`,
  );
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`cms_staff\`;`);
  await db.run(sql`DROP TABLE \`cms_media\`;`);
  await db.run(sql`DROP TABLE \`cms_media_locales\`;`);
  await db.run(sql`DROP TABLE \`payload_kv\`;`);
  await db.run(sql`DROP TABLE \`payload_jobs_log\`;`);
  await db.run(sql`DROP TABLE \`payload_jobs\`;`);
  await db.run(sql`DROP TABLE \`payload_locked_documents\`;`);
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`);
  await db.run(sql`DROP TABLE \`payload_preferences\`;`);
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`);
  await db.run(sql`DROP TABLE \`payload_migrations\`;`);
  await db.run(sql`DROP TABLE \`cms_concept_facts\`;`);
  await db.run(sql`DROP TABLE \`cms_concept_sanctuary_paragraphs\`;`);
  await db.run(sql`DROP TABLE \`cms_concept_sanctuary_highlights\`;`);
  await db.run(sql`DROP TABLE \`cms_concept\`;`);
  await db.run(sql`DROP TABLE \`cms_concept_locales\`;`);
  await db.run(sql`DROP TABLE \`_cms_concept_v_version_facts\`;`);
  await db.run(sql`DROP TABLE \`_cms_concept_v_version_sanctuary_paragraphs\`;`);
  await db.run(sql`DROP TABLE \`_cms_concept_v_version_sanctuary_highlights\`;`);
  await db.run(sql`DROP TABLE \`_cms_concept_v\`;`);
  await db.run(sql`DROP TABLE \`_cms_concept_v_locales\`;`);
}
