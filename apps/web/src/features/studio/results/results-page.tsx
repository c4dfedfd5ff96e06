export function ResultsPage() {
  return <section aria-label="ResultsPage" className="mx-auto max-w-5xl p-6" />;
}
