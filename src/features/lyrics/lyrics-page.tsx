import { ToolInProgress } from '../../components/tool-in-progress';

/** The /ai-lyrics-generator screen (built by its own issue). */
export default function LyricsPage() {
  return <ToolInProgress id="ai-lyrics-generator" />;
}
