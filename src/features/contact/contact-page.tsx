/** The /contact information page. */
export default function ContactPage() {
  return <h1 className="text-3xl font-extrabold">Contact</h1>;
}
