import { ToolInProgress } from '../../components/tool-in-progress';

/** The /reaction-test screen (built by its own issue). */
export default function ReactionTestPage() {
  return <ToolInProgress id="reaction-test" />;
}
