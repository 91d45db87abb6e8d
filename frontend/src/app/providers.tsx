import type { ReactNode } from "react";
import { TooltipProvider } from "@/components/tooltip";

/** What every page runs with. TanStack Query is not here: see query-provider.tsx. */
export function Providers({ children }: { children: ReactNode }) {
  return <TooltipProvider>{children}</TooltipProvider>;
}
