import { ToolInProgress } from '../../components/tool-in-progress';

/** The /apple-game screen (built by its own issue). */
export default function AppleGamePage() {
  return <ToolInProgress id="apple-game" />;
}
