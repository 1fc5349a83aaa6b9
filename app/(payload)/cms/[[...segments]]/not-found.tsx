import config from "@payload-config";
import { generatePageMetadata, NotFoundPage } from "@payloadcms/next/views";
import type { Metadata } from "next";
import { importMap } from "../importMap";

interface CmsNotFoundProps {
  params: Promise<{ segments: string[] }>;
  searchParams: Promise<Record<string, string | string[]>>;
}

export const generateMetadata = ({ params, searchParams }: CmsNotFoundProps): Promise<Metadata> =>
  generatePageMetadata({ config, params, searchParams });

export default function CmsNotFound({ params, searchParams }: CmsNotFoundProps) {
  return NotFoundPage({ config, params, searchParams, importMap });
}
