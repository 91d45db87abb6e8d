/**
 * Tooltips (Radix), loaded on demand: until a mouse or pen enters a trigger, or the keyboard
 * focuses one, the trigger renders alone and no tooltip code is downloaded (tooltip-radix.tsx
 * holds Radix and floating-ui). Touch never loads it: tooltips do not open for touch.
 *
 * Radix's delays still apply (spec §9): a tooltip opens 700 ms after the pointer comes to rest on
 * its trigger, at once on keyboard focus, and within 300 ms of another tooltip closing a tooltip
 * opens without the delay. That skip window spans every tooltip on the page (the store below),
 * as Radix's one provider would.
 *
 * When the chunk arrives the trigger element is re-created inside Radix's trigger: never while a
 * button is pressed on it (the click would be lost; it waits for the click), and a trigger that
 * had keyboard focus gets it back.
 */
import {
  cloneElement,
  createContext,
  useContext,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
} from "react";
import type { RadixTooltipProps } from "./tooltip-radix";

/** spec §9: tooltips open after 700 ms; moving between triggers within 300 ms skips the delay. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

const Delays = createContext({ delayDuration: TOOLTIP_DELAY_MS, skipDelayDuration: TOOLTIP_SKIP_DELAY_MS });

export function TooltipProvider({ children }: { children: ReactNode }) {
  return <Delays.Provider value={{ delayDuration: TOOLTIP_DELAY_MS, skipDelayDuration: TOOLTIP_SKIP_DELAY_MS }}>{children}</Delays.Provider>;
}

// --- one store for the page: the loaded Radix module and the shared skip-delay window ---

let radix: ((props: RadixTooltipProps) => ReactElement) | null = null;
let loading: Promise<void> | null = null;
let openCount = 0;
let skipping = false;
let skipTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function loadRadix(): void {
  loading ??= import("./tooltip-radix").then(
    (module) => {
      radix = module.RadixTooltip;
      emit();
    },
    () => {
      loading = null; // offline for a moment: the next hover tries again
    },
  );
}

function tooltipOpenChanged(open: boolean, skipDelayDuration: number): void {
  openCount = Math.max(0, openCount + (open ? 1 : -1));
  clearTimeout(skipTimer);
  skipping = true;
  if (!open && openCount === 0) {
    skipTimer = setTimeout(() => {
      skipping = false;
      emit();
    }, skipDelayDuration);
  }
  emit();
}

const loadedSnapshot = () => radix;
const skippingSnapshot = () => skipping;

/** A short hint for one focusable element (the child must accept a ref and props, e.g. a <button>). */
export function Tooltip({ content, children }: { content: ReactNode; children: ReactElement }) {
  const { delayDuration, skipDelayDuration } = useContext(Delays);
  const Radix = useSyncExternalStore(subscribe, loadedSnapshot, () => null);
  const skip = useSyncExternalStore(subscribe, skippingSnapshot, () => false);
  const [pressed, setPressed] = useState(false);
  const [keyboardFocused, setKeyboardFocused] = useState(false);

  if (Radix && !pressed) {
    return (
      <Radix
        content={content}
        delayDuration={skip ? 0 : delayDuration}
        skipDelayDuration={skipDelayDuration}
        onOpenChange={(open) => tooltipOpenChanged(open, skipDelayDuration)}
        refocus={keyboardFocused}
      >
        {children}
      </Radix>
    );
  }

  const own = children.props as {
    onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
    onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
    onFocus?: (event: FocusEvent<HTMLElement>) => void;
    onBlur?: (event: FocusEvent<HTMLElement>) => void;
  };
  return cloneElement(children, {
    onPointerEnter(event: PointerEvent<HTMLElement>) {
      own.onPointerEnter?.(event);
      if (event.pointerType !== "touch") loadRadix();
    },
    onPointerDown(event: PointerEvent<HTMLElement>) {
      own.onPointerDown?.(event);
      setPressed(true);
      // The click follows the release in the same task: re-create the trigger only after it.
      const release = () => {
        document.removeEventListener("pointerup", release, true);
        document.removeEventListener("pointercancel", release, true);
        setTimeout(() => setPressed(false));
      };
      document.addEventListener("pointerup", release, true);
      document.addEventListener("pointercancel", release, true);
    },
    onFocus(event: FocusEvent<HTMLElement>) {
      own.onFocus?.(event);
      if (event.currentTarget.matches(":focus-visible")) {
        setKeyboardFocused(true);
        loadRadix();
      }
    },
    onBlur(event: FocusEvent<HTMLElement>) {
      own.onBlur?.(event);
      setKeyboardFocused(false);
    },
  } as Partial<unknown>);
}
