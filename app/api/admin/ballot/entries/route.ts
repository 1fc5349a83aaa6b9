import { handleEntryPost } from "@/server/ballot/api";

export async function POST(request: Request) {
  return handleEntryPost(request);
}
