export function MakeoverDetailsPage() {
  return <section aria-label="MakeoverDetailsPage" className="mx-auto max-w-5xl p-6" />;
}
