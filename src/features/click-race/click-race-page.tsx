import { ToolInProgress } from '../../components/tool-in-progress';

/** The /click-race screen (built by its own issue). */
export default function ClickRacePage() {
  return <ToolInProgress id="click-race" />;
}
