/** The /about information page. */
export default function AboutPage() {
  return <h1 className="text-3xl font-extrabold">About</h1>;
}
