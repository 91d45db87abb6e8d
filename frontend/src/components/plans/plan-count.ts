declare const __BUILT_IN_PLAN_COUNT__: number;

/**
 * How many plans the built-in catalogue holds (backend/src/modules/designs/catalogue.ts, counted by
 * vite.config.ts at build time): pages that name the catalogue's size show this, never a typed
 * number, and it costs them no catalogue data.
 */
export const BUILT_IN_PLAN_COUNT: number = __BUILT_IN_PLAN_COUNT__;
