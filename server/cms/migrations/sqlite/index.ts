import * as migration_20261128_000910_initial from "./20261128_000910_initial";

export const migrations = [
  {
    up: migration_20261128_000910_initial.up,
    down: migration_20261128_000910_initial.down,
    name: "20261128_000910_initial",
  },
];
