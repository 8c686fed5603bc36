import { GeneratingIndicator } from './generating-indicator';

/** The place under a tool's form that shows the generating indicator while a request runs, and nothing otherwise. */
export function GeneratingSlot({ active, label, onCancel }: { active: boolean; label: string; onCancel: () => void }) {
  if (!active) return null;
  return (
    <div className="mt-6">
      <GeneratingIndicator label={label} onCancel={onCancel} />
    </div>
  );
}
