/** The /terms information page. */
export default function TermsPage() {
  return <h1 className="text-3xl font-extrabold">Terms</h1>;
}
