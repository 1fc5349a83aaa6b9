import { handleDrawPost } from "@/server/ballot/api";

export async function POST(request: Request) {
  return handleDrawPost(request);
}
