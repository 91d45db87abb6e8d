/**
 * The Radix part of <Tooltip> (tooltip.tsx), in its own chunk: Radix Tooltip with floating-ui is
 * about 13 KB gzip that no page needs before a mouse rests on, or the keyboard reaches, a trigger.
 */
import * as TooltipPrimitive from "@radix-ui/react-tooltip";
import { useEffect, useRef, type ReactElement, type ReactNode } from "react";

export interface RadixTooltipProps {
  content: ReactNode;
  children: ReactElement;
  /** Open delay for this tooltip now: spec §9's 700 ms, or 0 within the skip window (tooltip.tsx). */
  delayDuration: number;
  skipDelayDuration: number;
  onOpenChange(open: boolean): void;
  /** The trigger had keyboard focus before this chunk arrived: give the new element focus again. */
  refocus: boolean;
}

export function RadixTooltip({ content, children, delayDuration, skipDelayDuration, onOpenChange, refocus }: RadixTooltipProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  const open = useRef(false);
  const report = useRef(onOpenChange);
  report.current = onOpenChange;
  // Read on mount only: the element that had focus was replaced by this one.
  const refocusOnMount = useRef(refocus);
  useEffect(() => {
    if (refocusOnMount.current) trigger.current?.focus();
    // Leaving the page while open still counts as closing, for the shared skip-delay window.
    return () => {
      if (open.current) report.current(false);
    };
  }, []);

  return (
    <TooltipPrimitive.Provider delayDuration={delayDuration} skipDelayDuration={skipDelayDuration}>
      <TooltipPrimitive.Root
        delayDuration={delayDuration}
        onOpenChange={(isOpen) => {
          open.current = isOpen;
          onOpenChange(isOpen);
        }}
      >
        <TooltipPrimitive.Trigger asChild ref={trigger}>
          {children}
        </TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content
            sideOffset={6}
            className="z-50 rounded-md bg-stone-900 px-2.5 py-1.5 text-xs font-medium text-white shadow-md dark:bg-stone-100 dark:text-stone-900"
          >
            {content}
            <TooltipPrimitive.Arrow className="fill-stone-900 dark:fill-stone-100" />
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
