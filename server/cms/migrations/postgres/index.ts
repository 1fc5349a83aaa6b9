import * as migration_20261128_000919_initial from "./20261128_000919_initial";

export const migrations = [
  {
    up: migration_20261128_000919_initial.up,
    down: migration_20261128_000919_initial.down,
    name: "20261128_000919_initial",
  },
];
