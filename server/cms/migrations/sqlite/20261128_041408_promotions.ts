import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`cms_promotions_placements\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`cms_promotions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`cms_promotions_placements_order_idx\` ON \`cms_promotions_placements\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`cms_promotions_placements_parent_idx\` ON \`cms_promotions_placements\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`cms_promotions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`starts_at\` text,
  	\`ends_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE INDEX \`cms_promotions_updated_at_idx\` ON \`cms_promotions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`cms_promotions_created_at_idx\` ON \`cms_promotions\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`cms_promotions__status_idx\` ON \`cms_promotions\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`cms_promotions_locales\` (
  	\`title\` text,
  	\`summary\` text,
  	\`terms\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cms_promotions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`cms_promotions_locales_locale_parent_id_unique\` ON \`cms_promotions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_cms_promotions_v_version_placements\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_cms_promotions_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_cms_promotions_v_version_placements_order_idx\` ON \`_cms_promotions_v_version_placements\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_cms_promotions_v_version_placements_parent_idx\` ON \`_cms_promotions_v_version_placements\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_cms_promotions_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_starts_at\` text,
  	\`version_ends_at\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`cms_promotions\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_cms_promotions_v_parent_idx\` ON \`_cms_promotions_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_cms_promotions_v_version_version_updated_at_idx\` ON \`_cms_promotions_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_cms_promotions_v_version_version_created_at_idx\` ON \`_cms_promotions_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_cms_promotions_v_version_version__status_idx\` ON \`_cms_promotions_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_cms_promotions_v_created_at_idx\` ON \`_cms_promotions_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_cms_promotions_v_updated_at_idx\` ON \`_cms_promotions_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_cms_promotions_v_snapshot_idx\` ON \`_cms_promotions_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_cms_promotions_v_published_locale_idx\` ON \`_cms_promotions_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_cms_promotions_v_latest_idx\` ON \`_cms_promotions_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_cms_promotions_v_locales\` (
  	\`version_title\` text,
  	\`version_summary\` text,
  	\`version_terms\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_cms_promotions_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_cms_promotions_v_locales_locale_parent_id_unique\` ON \`_cms_promotions_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`cms_promotions_id\` integer REFERENCES cms_promotions(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cms_promotions_id_idx\` ON \`payload_locked_documents_rels\` (\`cms_promotions_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`cms_promotions_placements\`;`)
  await db.run(sql`DROP TABLE \`cms_promotions\`;`)
  await db.run(sql`DROP TABLE \`cms_promotions_locales\`;`)
  await db.run(sql`DROP TABLE \`_cms_promotions_v_version_placements\`;`)
  await db.run(sql`DROP TABLE \`_cms_promotions_v\`;`)
  await db.run(sql`DROP TABLE \`_cms_promotions_v_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
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
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "cms_staff_id", "cms_media_id") SELECT "id", "order", "parent_id", "path", "cms_staff_id", "cms_media_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cms_staff_id_idx\` ON \`payload_locked_documents_rels\` (\`cms_staff_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cms_media_id_idx\` ON \`payload_locked_documents_rels\` (\`cms_media_id\`);`)
}
