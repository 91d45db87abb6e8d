/**
 * spec §4 call booking, remembered for the browser session: a schedule button records that the
 * visitor opened the booking page (and clears the visited-schedule-page marker); a reset clears
 * both and reloads. Browser-only: call these from effects and event handlers, never during render.
 */
import { CALL_SCHEDULED_KEY, VISITED_SCHEDULE_PAGE_KEY } from "./storage-keys";

/** sessionStorage, or null where the browser refuses it (storage disabled, some private modes). */
function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function attempt(action: (store: Storage) => void): void {
  const store = sessionStore();
  if (!store) return;
  try {
    action(store);
  } catch {
    // A full or blocked store must never stop the booking page from opening.
  }
}

/** The visitor clicked a schedule button (the booking page opens in a new tab). */
export function recordCallScheduled(): void {
  attempt((store) => {
    store.setItem(CALL_SCHEDULED_KEY, "true");
    store.removeItem(VISITED_SCHEDULE_PAGE_KEY);
  });
}

/** The visitor has been on /schedule. */
export function recordSchedulePageVisit(): void {
  attempt((store) => store.setItem(VISITED_SCHEDULE_PAGE_KEY, "true"));
}

export function hasScheduledCall(): boolean {
  try {
    return sessionStore()?.getItem(CALL_SCHEDULED_KEY) === "true";
  } catch {
    return false;
  }
}

export function hasVisitedSchedulePage(): boolean {
  try {
    return sessionStore()?.getItem(VISITED_SCHEDULE_PAGE_KEY) === "true";
  } catch {
    return false;
  }
}

/** Forget the booking and the visit, then reload so every view starts over. */
export function resetCallBooking(reload: () => void = () => window.location.reload()): void {
  attempt((store) => {
    store.removeItem(CALL_SCHEDULED_KEY);
    store.removeItem(VISITED_SCHEDULE_PAGE_KEY);
  });
  reload();
}
