import { QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { TooltipProvider } from "@/components/tooltip";
import { createQueryClient } from "./query-client";

export function Providers({ children }: { children: ReactNode }) {
  // One client per app instance: prerendering never shares a cache between pages.
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>{children}</TooltipProvider>
    </QueryClientProvider>
  );
}
