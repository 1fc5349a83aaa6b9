import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`cms_gallery_pictures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`picture_id\` integer,
  	FOREIGN KEY (\`picture_id\`) REFERENCES \`cms_media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cms_gallery\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`cms_gallery_pictures_order_idx\` ON \`cms_gallery_pictures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`cms_gallery_pictures_parent_id_idx\` ON \`cms_gallery_pictures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`cms_gallery_pictures_picture_idx\` ON \`cms_gallery_pictures\` (\`picture_id\`);`)
  await db.run(sql`CREATE TABLE \`cms_gallery_pictures_locales\` (
  	\`caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cms_gallery_pictures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`cms_gallery_pictures_locales_locale_parent_id_unique\` ON \`cms_gallery_pictures_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`cms_gallery\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`cms_gallery__status_idx\` ON \`cms_gallery\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`cms_gallery_locales\` (
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cms_gallery\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`cms_gallery_locales_locale_parent_id_unique\` ON \`cms_gallery_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_cms_gallery_v_version_pictures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`picture_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`picture_id\`) REFERENCES \`cms_media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_cms_gallery_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_cms_gallery_v_version_pictures_order_idx\` ON \`_cms_gallery_v_version_pictures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_cms_gallery_v_version_pictures_parent_id_idx\` ON \`_cms_gallery_v_version_pictures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_cms_gallery_v_version_pictures_picture_idx\` ON \`_cms_gallery_v_version_pictures\` (\`picture_id\`);`)
  await db.run(sql`CREATE TABLE \`_cms_gallery_v_version_pictures_locales\` (
  	\`caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_cms_gallery_v_version_pictures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_cms_gallery_v_version_pictures_locales_locale_parent_id_uni\` ON \`_cms_gallery_v_version_pictures_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_cms_gallery_v\` (
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
  await db.run(sql`CREATE INDEX \`_cms_gallery_v_version_version__status_idx\` ON \`_cms_gallery_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_cms_gallery_v_created_at_idx\` ON \`_cms_gallery_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_cms_gallery_v_updated_at_idx\` ON \`_cms_gallery_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_cms_gallery_v_snapshot_idx\` ON \`_cms_gallery_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_cms_gallery_v_published_locale_idx\` ON \`_cms_gallery_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_cms_gallery_v_latest_idx\` ON \`_cms_gallery_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_cms_gallery_v_locales\` (
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_eyebrow\` text,
  	\`version_title\` text,
  	\`version_intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_cms_gallery_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_cms_gallery_v_locales_locale_parent_id_unique\` ON \`_cms_gallery_v_locales\` (\`_locale\`,\`_parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`cms_gallery_pictures\`;`)
  await db.run(sql`DROP TABLE \`cms_gallery_pictures_locales\`;`)
  await db.run(sql`DROP TABLE \`cms_gallery\`;`)
  await db.run(sql`DROP TABLE \`cms_gallery_locales\`;`)
  await db.run(sql`DROP TABLE \`_cms_gallery_v_version_pictures\`;`)
  await db.run(sql`DROP TABLE \`_cms_gallery_v_version_pictures_locales\`;`)
  await db.run(sql`DROP TABLE \`_cms_gallery_v\`;`)
  await db.run(sql`DROP TABLE \`_cms_gallery_v_locales\`;`)
}
