export function SelectPersonPage() {
  return <section aria-label="SelectPersonPage" className="mx-auto max-w-5xl p-6" />;
}
