export function UploadStep() {
  return <section aria-label="UploadStep" className="mx-auto max-w-5xl p-6" />;
}
