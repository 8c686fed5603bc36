/** The /guidelines information page. */
export default function GuidelinesPage() {
  return <h1 className="text-3xl font-extrabold">Guidelines</h1>;
}
