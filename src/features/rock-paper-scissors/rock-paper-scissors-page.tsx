import { ToolInProgress } from '../../components/tool-in-progress';

/** The /rock-paper-scissors screen (built by its own issue). */
export default function RockPaperScissorsPage() {
  return <ToolInProgress id="rock-paper-scissors" />;
}
