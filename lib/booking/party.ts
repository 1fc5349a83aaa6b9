/** The most people one booking brings: the gallery's meeting tables seat six. */
export const MAX_PARTY = 6;
