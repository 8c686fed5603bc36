import { ToolInProgress } from '../../components/tool-in-progress';

/** The /ai-summarizer screen (built by its own issue). */
export default function SummarizerPage() {
  return <ToolInProgress id="ai-summarizer" />;
}
