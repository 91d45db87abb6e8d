/** The header's account corner has one footprint in every state (empty slot, "Sign in", the menu's trigger). */
export const ACCOUNT_SLOT_CLASS = "inline-flex h-10 w-24 shrink-0 items-center justify-center rounded-md";
