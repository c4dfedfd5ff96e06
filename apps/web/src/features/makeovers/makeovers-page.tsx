export function MakeoversPage() {
  return <section aria-label="MakeoversPage" className="mx-auto max-w-5xl p-6" />;
}
