import { Accordion as RadixAccordion } from 'radix-ui';
import { ChevronDown } from 'lucide-react';

/** One accordion item. */
export interface AccordionItem { id: string; question: string; answer: string }

/** A single-open accordion (Radix): headings with buttons, arrow keys between items. */
export function Accordion({ items }: { items: readonly AccordionItem[] }) {
  return (
    <RadixAccordion.Root type="single" collapsible className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
      {items.map((item) => (
        <RadixAccordion.Item key={item.id} value={item.id}>
          <RadixAccordion.Header asChild>
            <h3>
              <RadixAccordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-medium">
                {item.question}
                <ChevronDown aria-hidden className="h-5 w-5 shrink-0 transition-transform group-data-[state=open]:rotate-180" />
              </RadixAccordion.Trigger>
            </h3>
          </RadixAccordion.Header>
          <RadixAccordion.Content className="px-5 pb-4 text-slate-700 dark:text-slate-300">{item.answer}</RadixAccordion.Content>
        </RadixAccordion.Item>
      ))}
    </RadixAccordion.Root>
  );
}
