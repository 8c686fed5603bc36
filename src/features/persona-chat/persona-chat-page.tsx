import { ToolInProgress } from '../../components/tool-in-progress';

/** The /ai-persona-chat screen (built by its own issue). */
export default function PersonaChatPage() {
  return <ToolInProgress id="ai-persona-chat" />;
}
