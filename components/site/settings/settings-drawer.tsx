"use client";

import { useTranslations } from "next-intl";
import { useState, useSyncExternalStore } from "react";
import { Drawer } from "@/components/ui/drawer";
import { SettingsIcon } from "@/components/ui/icons";
import { accents, colorPresets } from "@/lib/theme/palette";
import { ChoiceGroup } from "./choice-group";
import {
  getServerSettings,
  getSettings,
  resetSettings,
  subscribe,
  updateSettings,
} from "./settings-store";

const buttons = {
  icon: "grid h-11 w-11 place-items-center rounded-full hover:bg-current/10",
  menu: "flex min-h-nav-item w-full items-center gap-3 rounded-brand px-4 font-medium hover:bg-white/10",
};

/**
 * Theme mode, text direction and accent colour, remembered in this browser. Its button shows only
 * when scripts run (`no-js:hidden`): without them it could not open. In the header it is an icon;
 * in the phone menu (`variant="menu"`) a labelled row.
 */
export function SettingsDrawer({ variant = "icon" }: { variant?: keyof typeof buttons }) {
  const t = useTranslations("Settings");
  const [open, setOpen] = useState(false);
  const settings = useSyncExternalStore(subscribe, getSettings, getServerSettings);

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        className={`${buttons[variant]} no-js:hidden`}
      >
        <SettingsIcon />
        <span className={variant === "icon" ? "sr-only" : undefined}>{t("title")}</span>
      </button>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        title={t("title")}
        closeLabel={t("close")}
        side="end"
        className="bg-surface text-fg"
      >
        <div className="flex flex-col gap-7 px-6 pb-8">
          <ChoiceGroup
            legend={t("mode")}
            name="themeMode"
            value={settings.themeMode}
            options={[
              { value: "light", label: t("light") },
              { value: "dark", label: t("dark") },
            ]}
            onChange={(themeMode) => updateSettings({ themeMode })}
          />
          <ChoiceGroup
            legend={t("direction")}
            name="themeDirection"
            value={settings.themeDirection}
            options={[
              { value: "ltr", label: t("ltr") },
              { value: "rtl", label: t("rtl") },
            ]}
            onChange={(themeDirection) => updateSettings({ themeDirection })}
          />
          <ChoiceGroup
            legend={t("presets")}
            name="themeColorPresets"
            value={settings.themeColorPresets}
            columns={3}
            options={colorPresets.map((preset) => ({
              value: preset,
              label: t("preset", { preset }),
              swatch: accents[preset].fill,
            }))}
            onChange={(themeColorPresets) => updateSettings({ themeColorPresets })}
          />
          <button
            type="button"
            onClick={resetSettings}
            className="h-11 rounded-brand border border-line px-4 text-sm font-semibold hover:bg-current/5"
          >
            {t("reset")}
          </button>
        </div>
      </Drawer>
    </>
  );
}
