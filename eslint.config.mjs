import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTs,
  // Playwright fixtures receive a callback named `use`, which is not React's hook.
  { files: ["tests/**/*.ts"], rules: { "react-hooks/rules-of-hooks": "off" } },
  {
    ignores: [
      ".next/**",
      "node_modules/**",
      "data/**",
      "dist/**",
      "screenshots/**",
      "test-results/**",
      "playwright-report/**",
      "next-env.d.ts",
      // Written by Payload (`npm run cms:migration`, `payload generate:importmap`).
      "server/cms/migrations/*/2*.ts",
      "app/(payload)/cms/importMap.ts",
    ],
  },
];

export default config;
