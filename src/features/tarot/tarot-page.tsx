import { ToolInProgress } from '../../components/tool-in-progress';

/** The /ai-tarot screen (built by its own issue). */
export default function TarotPage() {
  return <ToolInProgress id="ai-tarot" />;
}
