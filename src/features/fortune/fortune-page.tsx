import { ToolInProgress } from '../../components/tool-in-progress';

/** The /ai-fortune-teller screen (built by its own issue). */
export default function FortunePage() {
  return <ToolInProgress id="ai-fortune-teller" />;
}
