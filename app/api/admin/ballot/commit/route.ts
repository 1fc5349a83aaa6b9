import { handleCommitPost } from "@/server/ballot/api";

export async function POST(request: Request) {
  return handleCommitPost(request);
}
