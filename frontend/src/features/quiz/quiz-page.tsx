/** Route module of /how-close-are-you-to-building-a-barndominium, /barndominium-quiz and /quiz (spec §2). */
import { registryMeta } from "@/app/page-head";
import { Quiz } from "./components/quiz";
import { withQueries } from "@/app/query-provider";

export const meta = registryMeta;

function QuizPage() {
  return <Quiz />;
}

// Fetches: TanStack Query comes with this page, not with every page (app/query-provider.tsx).
export default withQueries(QuizPage);
