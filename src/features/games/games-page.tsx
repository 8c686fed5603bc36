/** The games list. */
export default function GamesPage() {
  return <h1 className="text-3xl font-extrabold">Games</h1>;
}
