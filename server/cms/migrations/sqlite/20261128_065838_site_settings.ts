import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`cms_developer_profile\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cms_developer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`cms_developer_profile_order_idx\` ON \`cms_developer_profile\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`cms_developer_profile_parent_id_idx\` ON \`cms_developer_profile\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`cms_developer_profile_locale_idx\` ON \`cms_developer_profile\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`cms_developer_milestones\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cms_developer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`cms_developer_milestones_order_idx\` ON \`cms_developer_milestones\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`cms_developer_milestones_parent_id_idx\` ON \`cms_developer_milestones\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`cms_developer_milestones_locale_idx\` ON \`cms_developer_milestones\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`cms_developer_sales_gallery_hours\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`days\` text,
  	\`time\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cms_developer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`cms_developer_sales_gallery_hours_order_idx\` ON \`cms_developer_sales_gallery_hours\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`cms_developer_sales_gallery_hours_parent_id_idx\` ON \`cms_developer_sales_gallery_hours\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`cms_developer_sales_gallery_hours_locale_idx\` ON \`cms_developer_sales_gallery_hours\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`cms_developer\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`cms_developer__status_idx\` ON \`cms_developer\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`cms_developer_locales\` (
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`eyebrow\` text,
  	\`title\` text,
  	\`sales_gallery_name\` text,
  	\`sales_gallery_place_name\` text,
  	\`sales_gallery_intro\` text,
  	\`sales_gallery_note\` text,
  	\`whatsapp_greeting\` text,
  	\`whatsapp_about_page\` text,
  	\`whatsapp_about_type\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cms_developer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`cms_developer_locales_locale_parent_id_unique\` ON \`cms_developer_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_cms_developer_v_version_profile\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_cms_developer_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_cms_developer_v_version_profile_order_idx\` ON \`_cms_developer_v_version_profile\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_cms_developer_v_version_profile_parent_id_idx\` ON \`_cms_developer_v_version_profile\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_cms_developer_v_version_profile_locale_idx\` ON \`_cms_developer_v_version_profile\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_cms_developer_v_version_milestones\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_cms_developer_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_cms_developer_v_version_milestones_order_idx\` ON \`_cms_developer_v_version_milestones\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_cms_developer_v_version_milestones_parent_id_idx\` ON \`_cms_developer_v_version_milestones\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_cms_developer_v_version_milestones_locale_idx\` ON \`_cms_developer_v_version_milestones\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_cms_developer_v_version_sales_gallery_hours\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`days\` text,
  	\`time\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_cms_developer_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_cms_developer_v_version_sales_gallery_hours_order_idx\` ON \`_cms_developer_v_version_sales_gallery_hours\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_cms_developer_v_version_sales_gallery_hours_parent_id_idx\` ON \`_cms_developer_v_version_sales_gallery_hours\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_cms_developer_v_version_sales_gallery_hours_locale_idx\` ON \`_cms_developer_v_version_sales_gallery_hours\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_cms_developer_v\` (
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
  await db.run(sql`CREATE INDEX \`_cms_developer_v_version_version__status_idx\` ON \`_cms_developer_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_cms_developer_v_created_at_idx\` ON \`_cms_developer_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_cms_developer_v_updated_at_idx\` ON \`_cms_developer_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_cms_developer_v_snapshot_idx\` ON \`_cms_developer_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_cms_developer_v_published_locale_idx\` ON \`_cms_developer_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_cms_developer_v_latest_idx\` ON \`_cms_developer_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_cms_developer_v_locales\` (
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_eyebrow\` text,
  	\`version_title\` text,
  	\`version_sales_gallery_name\` text,
  	\`version_sales_gallery_place_name\` text,
  	\`version_sales_gallery_intro\` text,
  	\`version_sales_gallery_note\` text,
  	\`version_whatsapp_greeting\` text,
  	\`version_whatsapp_about_page\` text,
  	\`version_whatsapp_about_type\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_cms_developer_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_cms_developer_v_locales_locale_parent_id_unique\` ON \`_cms_developer_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`cms_site_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`contact_phone\` text,
  	\`contact_whatsapp\` text,
  	\`contact_email\` text,
  	\`contact_gallery_address\` text,
  	\`tracking_ga4_measurement_id\` text,
  	\`tracking_google_ads_id\` text,
  	\`tracking_google_ads_conversion_label\` text,
  	\`tracking_meta_pixel_id\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`_cms_site_settings_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_contact_phone\` text,
  	\`version_contact_whatsapp\` text,
  	\`version_contact_email\` text,
  	\`version_contact_gallery_address\` text,
  	\`version_tracking_ga4_measurement_id\` text,
  	\`version_tracking_google_ads_id\` text,
  	\`version_tracking_google_ads_conversion_label\` text,
  	\`version_tracking_meta_pixel_id\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`_cms_site_settings_v_created_at_idx\` ON \`_cms_site_settings_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_cms_site_settings_v_updated_at_idx\` ON \`_cms_site_settings_v\` (\`updated_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`cms_developer_profile\`;`)
  await db.run(sql`DROP TABLE \`cms_developer_milestones\`;`)
  await db.run(sql`DROP TABLE \`cms_developer_sales_gallery_hours\`;`)
  await db.run(sql`DROP TABLE \`cms_developer\`;`)
  await db.run(sql`DROP TABLE \`cms_developer_locales\`;`)
  await db.run(sql`DROP TABLE \`_cms_developer_v_version_profile\`;`)
  await db.run(sql`DROP TABLE \`_cms_developer_v_version_milestones\`;`)
  await db.run(sql`DROP TABLE \`_cms_developer_v_version_sales_gallery_hours\`;`)
  await db.run(sql`DROP TABLE \`_cms_developer_v\`;`)
  await db.run(sql`DROP TABLE \`_cms_developer_v_locales\`;`)
  await db.run(sql`DROP TABLE \`cms_site_settings\`;`)
  await db.run(sql`DROP TABLE \`_cms_site_settings_v\`;`)
}
