/** One block of a long-form text as written in the locale files: a paragraph, a sub-heading, a numbered or a bullet list. */
export interface LongFormBlock {
  p?: string;
  h3?: string;
  ol?: readonly string[];
  ul?: readonly string[];
}

/** Renders the blocks of one section of a policy or of the terms. */
export function LongFormBlocks({ blocks }: { blocks: readonly LongFormBlock[] }) {
  return (
    <div className="space-y-4">
      {blocks.map((block, index) => {
        if (block.h3) return <h3 key={index} className="pt-2 text-lg font-semibold text-slate-900 dark:text-slate-100">{block.h3}</h3>;
        if (block.ol) {
          return (
            <ol key={index} className="list-decimal space-y-2 pl-6 marker:font-semibold marker:text-slate-600 dark:marker:text-slate-300">
              {block.ol.map((item) => <li key={item}>{item}</li>)}
            </ol>
          );
        }
        if (block.ul) {
          return (
            <ul key={index} className="list-disc space-y-2 pl-6 marker:text-slate-500">
              {block.ul.map((item) => <li key={item}>{item}</li>)}
            </ul>
          );
        }
        return <p key={index}>{block.p}</p>;
      })}
    </div>
  );
}
