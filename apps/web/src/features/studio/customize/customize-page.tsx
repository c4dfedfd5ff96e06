export function CustomizePage() {
  return <section aria-label="CustomizePage" className="mx-auto max-w-5xl p-6" />;
}
