import { ToolInProgress } from '../../components/tool-in-progress';

/** The /memory-game screen (built by its own issue). */
export default function MemoryGamePage() {
  return <ToolInProgress id="memory-game" />;
}
