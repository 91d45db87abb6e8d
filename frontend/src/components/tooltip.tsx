import * as TooltipPrimitive from "@radix-ui/react-tooltip";
import type { ReactElement, ReactNode } from "react";

// spec §9: tooltips open after 700 ms; moving between triggers within 300 ms skips the delay.
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <TooltipPrimitive.Provider delayDuration={700} skipDelayDuration={300}>
      {children}
    </TooltipPrimitive.Provider>
  );
}

/** A short hint for one focusable element (the child must accept a ref and props, e.g. a <button>). */
export function Tooltip({ content, children }: { content: ReactNode; children: ReactElement }) {
  return (
    <TooltipPrimitive.Root>
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
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
  );
}
