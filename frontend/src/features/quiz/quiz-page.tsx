/** Route module of /how-close-are-you-to-building-a-barndominium, /barndominium-quiz and /quiz (spec §2). */
import { metaFrom } from "@/lib/page-head";
import { quizPages } from "./pages";
import { Quiz } from "./components/quiz";
import { withQueries } from "@/lib/query-provider";

export const meta = metaFrom(quizPages);

function QuizPage() {
  return <Quiz />;
}

// Fetches: TanStack Query comes with this page, not with every page (lib/query-provider.tsx).
export default withQueries(QuizPage);
