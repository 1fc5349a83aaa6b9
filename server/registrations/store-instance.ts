import "server-only";
import { getConnection } from "../db/client";
import { registrationStoreFor, type RegistrationStore } from "./store";

const globalForStore = globalThis as typeof globalThis & {
  skyhavenRegistrationStore?: RegistrationStore;
};

/** This process's registration store, on the configured database. */
export function getRegistrationStore(): RegistrationStore {
  globalForStore.skyhavenRegistrationStore ??= registrationStoreFor(getConnection().db);
  return globalForStore.skyhavenRegistrationStore;
}
