import { ToolInProgress } from '../../components/tool-in-progress';

/** The /ai-personality-test screen (built by its own issue). */
export default function PersonalityPage() {
  return <ToolInProgress id="ai-personality-test" />;
}
