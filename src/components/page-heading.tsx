import type { ReactNode } from 'react';

/** The heading block at the top of a screen. */
export function PageHeading({ title, lead, icon }: { title: string; lead?: ReactNode; icon?: ReactNode }) {
  return (
    <header className="mb-8 text-center">
      {icon ? <div className="mb-3 flex justify-center text-4xl" aria-hidden>{icon}</div> : null}
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
      {lead ? <p className="mx-auto mt-3 max-w-2xl text-slate-600 dark:text-slate-300">{lead}</p> : null}
    </header>
  );
}
