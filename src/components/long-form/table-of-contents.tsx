/** One entry of the table of contents: the anchor id of a section and its heading text. */
export interface TocEntry {
  id: string;
  label: string;
}

/** An in-page table of contents: a labelled navigation landmark with anchor links to each section. */
export function TableOfContents({ idPrefix, title, entries }: { idPrefix: string; title: string; entries: readonly TocEntry[] }) {
  return (
    <nav aria-labelledby={`${idPrefix}-toc-title`} className="mb-10 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
      <p id={`${idPrefix}-toc-title`} className="font-semibold text-slate-900 dark:text-slate-100">{title}</p>
      <ol className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {entries.map((entry) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`} className="rounded text-brand-700 underline-offset-4 hover:underline dark:text-brand-100">
              {entry.label}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
