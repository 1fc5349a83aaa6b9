import { z } from "@/lib/zod";

/** The `desk_settings` key the agent settings are stored under (as JSON). */
export const AGENT_SETTINGS_KEY = "agents";

export const agentSettingsSchema = z.object({
  /** How long a buyer an agent registered stays theirs. */
  protectionDays: z.number().int().min(1).max(365),
});

export type AgentSettings = z.infer<typeof agentSettingsSchema>;

export const defaultAgentSettings: AgentSettings = { protectionDays: 30 };

/** Stored JSON back into settings; anything unreadable takes the defaults. */
export function readAgentSettings(stored: string | undefined): AgentSettings {
  if (!stored) return defaultAgentSettings;
  try {
    const parsed = agentSettingsSchema.safeParse({
      ...defaultAgentSettings,
      ...(JSON.parse(stored) as object),
    });
    return parsed.success ? parsed.data : defaultAgentSettings;
  } catch {
    return defaultAgentSettings;
  }
}
