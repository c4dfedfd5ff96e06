export function HairstylesPage() {
  return <section aria-label="HairstylesPage" className="mx-auto max-w-5xl p-6" />;
}
