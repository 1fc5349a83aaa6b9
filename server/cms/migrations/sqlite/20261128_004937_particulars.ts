import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`cms_particulars\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`developer_licence_number\` text,
  	\`developer_licence_valid_from\` text,
  	\`developer_licence_valid_to\` text,
  	\`advertising_permit_number\` text,
  	\`advertising_permit_valid_from\` text,
  	\`advertising_permit_valid_to\` text,
  	\`approving_authority\` text,
  	\`building_plan_reference\` text,
  	\`tenure_kind\` text,
  	\`tenure_years\` numeric,
  	\`tenure_expires\` text,
  	\`expected_completion\` text,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`cms_particulars__status_idx\` ON \`cms_particulars\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`cms_particulars_locales\` (
  	\`encumbrance\` text,
  	\`land_use\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cms_particulars\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`cms_particulars_locales_locale_parent_id_unique\` ON \`cms_particulars_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_cms_particulars_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_developer_licence_number\` text,
  	\`version_developer_licence_valid_from\` text,
  	\`version_developer_licence_valid_to\` text,
  	\`version_advertising_permit_number\` text,
  	\`version_advertising_permit_valid_from\` text,
  	\`version_advertising_permit_valid_to\` text,
  	\`version_approving_authority\` text,
  	\`version_building_plan_reference\` text,
  	\`version_tenure_kind\` text,
  	\`version_tenure_years\` numeric,
  	\`version_tenure_expires\` text,
  	\`version_expected_completion\` text,
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
  await db.run(sql`CREATE INDEX \`_cms_particulars_v_version_version__status_idx\` ON \`_cms_particulars_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_cms_particulars_v_created_at_idx\` ON \`_cms_particulars_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_cms_particulars_v_updated_at_idx\` ON \`_cms_particulars_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_cms_particulars_v_snapshot_idx\` ON \`_cms_particulars_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_cms_particulars_v_published_locale_idx\` ON \`_cms_particulars_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_cms_particulars_v_latest_idx\` ON \`_cms_particulars_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_cms_particulars_v_locales\` (
  	\`version_encumbrance\` text,
  	\`version_land_use\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_cms_particulars_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_cms_particulars_v_locales_locale_parent_id_unique\` ON \`_cms_particulars_v_locales\` (\`_locale\`,\`_parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`cms_particulars\`;`)
  await db.run(sql`DROP TABLE \`cms_particulars_locales\`;`)
  await db.run(sql`DROP TABLE \`_cms_particulars_v\`;`)
  await db.run(sql`DROP TABLE \`_cms_particulars_v_locales\`;`)
}
