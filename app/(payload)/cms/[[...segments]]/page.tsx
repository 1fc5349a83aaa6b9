import config from "@payload-config";
import { generatePageMetadata, RootPage } from "@payloadcms/next/views";
import type { Metadata } from "next";
import { CmsRefused } from "@/components/admin/cms-refused";
import { cmsEntrance } from "@/server/cms/auth/gate";
import { importMap } from "../importMap";

interface CmsPageProps {
  params: Promise<{ segments: string[] }>;
  searchParams: Promise<Record<string, string | string[]>>;
}

export const generateMetadata = ({ params, searchParams }: CmsPageProps): Promise<Metadata> =>
  generatePageMetadata({ config, params, searchParams });

export default async function CmsPage({ params, searchParams }: CmsPageProps) {
  if ((await cmsEntrance()) === "refused") return <CmsRefused />;
  return RootPage({ config, params, searchParams, importMap });
}
