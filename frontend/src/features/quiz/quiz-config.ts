/** spec §4/§9: the insight interstitial shows for 3.5 s after each answer. */
export const INSIGHT_DURATION_MS = 3500;
