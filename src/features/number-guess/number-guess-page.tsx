import { ToolInProgress } from '../../components/tool-in-progress';

/** The /number-guess screen (built by its own issue). */
export default function NumberGuessPage() {
  return <ToolInProgress id="number-guess" />;
}
