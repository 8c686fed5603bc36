import { ToolInProgress } from '../../components/tool-in-progress';

/** The /ai-story screen (built by its own issue). */
export default function StoryPage() {
  return <ToolInProgress id="ai-story" />;
}
