/** Home. */
export default function HomePage() {
  return <h1 className="text-3xl font-extrabold">Home</h1>;
}
