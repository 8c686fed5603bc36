import type { ReactNode } from 'react';
import { PageHeading } from '../page-heading';
import { PageMeta } from '../page-meta';

/** Props of a writing tool's page frame. */
export interface ToolPageProps {
  /** The tool's name: document title and heading. */
  title: string;
  /** The meta description. */
  description: string;
  /** The line under the heading. */
  lead: string;
  /** The tool's route, naming its card art (public/art/<route>.svg). */
  art: string;
  /** The form, the generating slot and the result. */
  children: ReactNode;
}

/** The frame of a writing tool's screen: page meta, the heading with the tool's card art, then its content. */
export function ToolPage({ title, description, lead, art, children }: ToolPageProps) {
  return (
    <section className="mx-auto max-w-2xl">
      <PageMeta title={title} description={description} />
      <PageHeading title={title} lead={lead} icon={<img src={`/art/${art}.svg`} alt="" width={160} height={120} className="h-28 w-auto" />} />
      {children}
    </section>
  );
}
