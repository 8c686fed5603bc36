import { ToolInProgress } from '../../components/tool-in-progress';

/** The /ai-stylist screen (built by its own issue). */
export default function StylistPage() {
  return <ToolInProgress id="ai-stylist" />;
}
