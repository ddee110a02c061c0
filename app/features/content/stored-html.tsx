/**
 * Renders HTML that the loader has already passed through sanitizeHtml. Kept as the one place in
 * the content feature that uses dangerouslySetInnerHTML, so the sanitising contract is easy to audit.
 */
export function StoredHtml({ sanitizedHtml, className = 'content-body' }: { sanitizedHtml: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: sanitizedHtml }} />;
}
