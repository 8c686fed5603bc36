/** Sets the document title and description for the current screen (React 19 hoists them into <head>). */
export function PageMeta({ title, description, keywords }: { title: string; description: string; keywords?: string }) {
  return (
    <>
      <title>{`${title} | Playground`}</title>
      <meta name="description" content={description} />
      {keywords ? <meta name="keywords" content={keywords} /> : null}
    </>
  );
}
