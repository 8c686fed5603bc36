import { ToolInProgress } from '../../components/tool-in-progress';

/** The /ai-adventure screen (built by its own issue). */
export default function AdventurePage() {
  return <ToolInProgress id="ai-adventure" />;
}
