/** The /privacy information page. */
export default function PrivacyPage() {
  return <h1 className="text-3xl font-extrabold">Privacy</h1>;
}
