import { ToolInProgress } from '../../components/tool-in-progress';

/** The /ai-quiz screen (built by its own issue). */
export default function QuizPage() {
  return <ToolInProgress id="ai-quiz" />;
}
