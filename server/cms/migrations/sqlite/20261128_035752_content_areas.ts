import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`cms_facilities\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`cms_facilities__status_idx\` ON \`cms_facilities\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`cms_facilities_locales\` (
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`main_image_alt\` text,
  	\`items_infinity_pool_name\` text,
  	\`items_infinity_pool_description\` text,
  	\`items_sky_lounge_name\` text,
  	\`items_sky_lounge_description\` text,
  	\`items_gym_name\` text,
  	\`items_gym_description\` text,
  	\`items_co_working_name\` text,
  	\`items_co_working_description\` text,
  	\`items_rooftop_garden_name\` text,
  	\`items_rooftop_garden_description\` text,
  	\`items_bbq_deck_name\` text,
  	\`items_bbq_deck_description\` text,
  	\`items_airport_shuttle_name\` text,
  	\`items_airport_shuttle_description\` text,
  	\`items_concierge_name\` text,
  	\`items_concierge_description\` text,
  	\`items_kids_room_name\` text,
  	\`items_kids_room_description\` text,
  	\`items_secure_parking_name\` text,
  	\`items_secure_parking_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cms_facilities\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`cms_facilities_locales_locale_parent_id_unique\` ON \`cms_facilities_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_cms_facilities_v\` (
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
  await db.run(sql`CREATE INDEX \`_cms_facilities_v_version_version__status_idx\` ON \`_cms_facilities_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_cms_facilities_v_created_at_idx\` ON \`_cms_facilities_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_cms_facilities_v_updated_at_idx\` ON \`_cms_facilities_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_cms_facilities_v_snapshot_idx\` ON \`_cms_facilities_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_cms_facilities_v_published_locale_idx\` ON \`_cms_facilities_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_cms_facilities_v_latest_idx\` ON \`_cms_facilities_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_cms_facilities_v_locales\` (
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_eyebrow\` text,
  	\`version_title\` text,
  	\`version_intro\` text,
  	\`version_main_image_alt\` text,
  	\`version_items_infinity_pool_name\` text,
  	\`version_items_infinity_pool_description\` text,
  	\`version_items_sky_lounge_name\` text,
  	\`version_items_sky_lounge_description\` text,
  	\`version_items_gym_name\` text,
  	\`version_items_gym_description\` text,
  	\`version_items_co_working_name\` text,
  	\`version_items_co_working_description\` text,
  	\`version_items_rooftop_garden_name\` text,
  	\`version_items_rooftop_garden_description\` text,
  	\`version_items_bbq_deck_name\` text,
  	\`version_items_bbq_deck_description\` text,
  	\`version_items_airport_shuttle_name\` text,
  	\`version_items_airport_shuttle_description\` text,
  	\`version_items_concierge_name\` text,
  	\`version_items_concierge_description\` text,
  	\`version_items_kids_room_name\` text,
  	\`version_items_kids_room_description\` text,
  	\`version_items_secure_parking_name\` text,
  	\`version_items_secure_parking_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_cms_facilities_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_cms_facilities_v_locales_locale_parent_id_unique\` ON \`_cms_facilities_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`cms_location_address_lines\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cms_location\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`cms_location_address_lines_order_idx\` ON \`cms_location_address_lines\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`cms_location_address_lines_parent_id_idx\` ON \`cms_location_address_lines\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`cms_location_address_lines_locale_idx\` ON \`cms_location_address_lines\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`cms_location\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`cms_location__status_idx\` ON \`cms_location\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`cms_location_locales\` (
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`place_name\` text,
  	\`points_of_interest_klia_terminal_1_name\` text,
  	\`points_of_interest_klia_terminal_1_note\` text,
  	\`points_of_interest_klia_terminal_2_name\` text,
  	\`points_of_interest_klia_terminal_2_note\` text,
  	\`points_of_interest_salak_tinggi_station_name\` text,
  	\`points_of_interest_salak_tinggi_station_note\` text,
  	\`points_of_interest_klia_expressway_name\` text,
  	\`points_of_interest_klia_expressway_note\` text,
  	\`points_of_interest_mitsui_outlet_park_name\` text,
  	\`points_of_interest_mitsui_outlet_park_note\` text,
  	\`points_of_interest_sepang_circuit_name\` text,
  	\`points_of_interest_sepang_circuit_note\` text,
  	\`points_of_interest_putrajaya_name\` text,
  	\`points_of_interest_putrajaya_note\` text,
  	\`points_of_interest_kuala_lumpur_name\` text,
  	\`points_of_interest_kuala_lumpur_note\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cms_location\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`cms_location_locales_locale_parent_id_unique\` ON \`cms_location_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_cms_location_v_version_address_lines\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_cms_location_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_cms_location_v_version_address_lines_order_idx\` ON \`_cms_location_v_version_address_lines\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_cms_location_v_version_address_lines_parent_id_idx\` ON \`_cms_location_v_version_address_lines\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_cms_location_v_version_address_lines_locale_idx\` ON \`_cms_location_v_version_address_lines\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_cms_location_v\` (
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
  await db.run(sql`CREATE INDEX \`_cms_location_v_version_version__status_idx\` ON \`_cms_location_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_cms_location_v_created_at_idx\` ON \`_cms_location_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_cms_location_v_updated_at_idx\` ON \`_cms_location_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_cms_location_v_snapshot_idx\` ON \`_cms_location_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_cms_location_v_published_locale_idx\` ON \`_cms_location_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_cms_location_v_latest_idx\` ON \`_cms_location_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_cms_location_v_locales\` (
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_eyebrow\` text,
  	\`version_title\` text,
  	\`version_intro\` text,
  	\`version_place_name\` text,
  	\`version_points_of_interest_klia_terminal_1_name\` text,
  	\`version_points_of_interest_klia_terminal_1_note\` text,
  	\`version_points_of_interest_klia_terminal_2_name\` text,
  	\`version_points_of_interest_klia_terminal_2_note\` text,
  	\`version_points_of_interest_salak_tinggi_station_name\` text,
  	\`version_points_of_interest_salak_tinggi_station_note\` text,
  	\`version_points_of_interest_klia_expressway_name\` text,
  	\`version_points_of_interest_klia_expressway_note\` text,
  	\`version_points_of_interest_mitsui_outlet_park_name\` text,
  	\`version_points_of_interest_mitsui_outlet_park_note\` text,
  	\`version_points_of_interest_sepang_circuit_name\` text,
  	\`version_points_of_interest_sepang_circuit_note\` text,
  	\`version_points_of_interest_putrajaya_name\` text,
  	\`version_points_of_interest_putrajaya_note\` text,
  	\`version_points_of_interest_kuala_lumpur_name\` text,
  	\`version_points_of_interest_kuala_lumpur_note\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_cms_location_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_cms_location_v_locales_locale_parent_id_unique\` ON \`_cms_location_v_locales\` (\`_locale\`,\`_parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`cms_facilities\`;`)
  await db.run(sql`DROP TABLE \`cms_facilities_locales\`;`)
  await db.run(sql`DROP TABLE \`_cms_facilities_v\`;`)
  await db.run(sql`DROP TABLE \`_cms_facilities_v_locales\`;`)
  await db.run(sql`DROP TABLE \`cms_location_address_lines\`;`)
  await db.run(sql`DROP TABLE \`cms_location\`;`)
  await db.run(sql`DROP TABLE \`cms_location_locales\`;`)
  await db.run(sql`DROP TABLE \`_cms_location_v_version_address_lines\`;`)
  await db.run(sql`DROP TABLE \`_cms_location_v\`;`)
  await db.run(sql`DROP TABLE \`_cms_location_v_locales\`;`)
}
