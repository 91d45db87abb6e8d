/** Route module of /how-close-are-you-to-building-a-barndominium, /barndominium-quiz and /quiz (spec §2). */
import { registryMeta } from "@/app/page-head";
import { Quiz } from "./components/quiz";

export const meta = registryMeta;

export default function QuizPage() {
  return <Quiz />;
}
