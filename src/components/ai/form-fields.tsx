import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** The look of the AI forms' text boxes and dropdowns (visible focus comes from the site's global ring). */
export const fieldClassName =
  'w-full min-w-0 rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 dark:border-slate-500 dark:bg-slate-950 dark:text-slate-100';

/** The same look for a dropdown: a fixed height instead of the vertical padding. */
const selectClassName = fieldClassName.replace(' py-2 ', ' ');

/** Props shared by the labelled fields. */
interface FieldFrame {
  /** The visible label. */
  label: string;
  /** A translated refusal shown under the field (and tied to it with aria-describedby). */
  error?: string | null;
  /** A hint or counter shown at the label's right. */
  aside?: ReactNode;
}

/** The label row, the control and the error line of one field. */
function Frame({ id, label, aside, error, errorId, children }: FieldFrame & { id: string; errorId: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-semibold">{label}</label>
        {aside ? <span className="text-sm tabular-nums text-slate-600 dark:text-slate-300">{aside}</span> : null}
      </div>
      {children}
      {error ? <p id={errorId} className="text-sm font-medium text-red-700 dark:text-red-300">{error}</p> : null}
    </div>
  );
}

/** A labelled multi-line text box with an optional counter and error line. */
export function TextAreaField({ label, error, aside, className, ...props }: FieldFrame & Omit<ComponentProps<'textarea'>, 'id'>) {
  const id = useId();
  const errorId = useId();
  return (
    <Frame id={id} errorId={errorId} label={label} aside={aside} error={error}>
      <textarea
        id={id}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        className={cn(fieldClassName, 'min-h-32 resize-y leading-relaxed', className)}
        {...props}
      />
    </Frame>
  );
}

/** A labelled one-line text box with an optional error line. */
export function TextInputField({ label, error, aside, className, ...props }: FieldFrame & Omit<ComponentProps<'input'>, 'id'>) {
  const id = useId();
  const errorId = useId();
  return (
    <Frame id={id} errorId={errorId} label={label} aside={aside} error={error}>
      <input
        id={id}
        type="text"
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        className={cn(fieldClassName, className)}
        {...props}
      />
    </Frame>
  );
}

/** A labelled native dropdown (keyboard operable everywhere, the phone's own picker on mobile). */
export function SelectField<T extends string>({
  label,
  value,
  options,
  onChange,
  disabled,
}: {
  label: string;
  value: T;
  options: ReadonlyArray<{ value: T; label: string }>;
  onChange: (value: T) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <Frame id={id} errorId={`${id}-error`} label={label}>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => {
          const chosen = options.find((option) => option.value === event.target.value);
          if (chosen) onChange(chosen.value);
        }}
        className={cn(selectClassName, 'h-11 cursor-pointer py-0')}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>{option.label}</option>
        ))}
      </select>
    </Frame>
  );
}
