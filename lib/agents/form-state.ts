/** What an agent form's action hands back: the input to show again, what to fix, a message. */
export interface AgentFormState {
  status: "idle" | "invalid" | "error";
  values: Record<string, string>;
  /** Field → translated messages. */
  errors: Record<string, string[]>;
  message?: string;
}

export const initialAgentFormState: AgentFormState = { status: "idle", values: {}, errors: {} };
