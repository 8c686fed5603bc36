import type { FormEvent, ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Button } from '../ui/button';
import { Card } from '../ui/card';

/** Props of a writing tool's form card. */
export interface ToolFormProps {
  /** The submit handler (see useToolForm). */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The submit button's icon. */
  icon: LucideIcon;
  /** The submit button's label. */
  submitLabel: string;
  /** Disables the submit button (while generating, or an empty required field). */
  submitDisabled: boolean;
  /** The form's fields. */
  children: ReactNode;
  /** Content of the card below the form (a tip, say). */
  footer?: ReactNode;
}

/** A writing tool's input card: the fields and the large submit button, unvalidated by the browser (the machine checks). */
export function ToolForm({ onSubmit, icon: Icon, submitLabel, submitDisabled, children, footer }: ToolFormProps) {
  return (
    <Card className="p-5 sm:p-6">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {children}
        <Button type="submit" size="lg" disabled={submitDisabled} className="self-start">
          <Icon aria-hidden className="h-4 w-4" />
          {submitLabel}
        </Button>
      </form>
      {footer}
    </Card>
  );
}
