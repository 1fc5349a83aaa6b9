import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`cms_hero\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`desktop_id\` integer,
  	\`phone_id\` integer,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`desktop_id\`) REFERENCES \`cms_media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`phone_id\`) REFERENCES \`cms_media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`cms_hero_desktop_idx\` ON \`cms_hero\` (\`desktop_id\`);`)
  await db.run(sql`CREATE INDEX \`cms_hero_phone_idx\` ON \`cms_hero\` (\`phone_id\`);`)
  await db.run(sql`CREATE INDEX \`cms_hero__status_idx\` ON \`cms_hero\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_cms_hero_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_desktop_id\` integer,
  	\`version_phone_id\` integer,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`version_desktop_id\`) REFERENCES \`cms_media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_phone_id\`) REFERENCES \`cms_media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_cms_hero_v_version_version_desktop_idx\` ON \`_cms_hero_v\` (\`version_desktop_id\`);`)
  await db.run(sql`CREATE INDEX \`_cms_hero_v_version_version_phone_idx\` ON \`_cms_hero_v\` (\`version_phone_id\`);`)
  await db.run(sql`CREATE INDEX \`_cms_hero_v_version_version__status_idx\` ON \`_cms_hero_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_cms_hero_v_created_at_idx\` ON \`_cms_hero_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_cms_hero_v_updated_at_idx\` ON \`_cms_hero_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_cms_hero_v_snapshot_idx\` ON \`_cms_hero_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_cms_hero_v_published_locale_idx\` ON \`_cms_hero_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_cms_hero_v_latest_idx\` ON \`_cms_hero_v\` (\`latest\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`cms_hero\`;`)
  await db.run(sql`DROP TABLE \`_cms_hero_v\`;`)
}
