import config from "../payload.config";
import { getPayload, type Payload } from "payload";

/** This process's Payload (made once, on first use; Payload keeps it across calls). */
export function cmsPayload(): Promise<Payload> {
  return getPayload({ config });
}
