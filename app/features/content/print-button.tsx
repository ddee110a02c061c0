/** Opens the browser's print dialog; the print stylesheet drops the site chrome. */
export function PrintButton({ label }: { label: string }) {
  return (
    <p className="print-button no-print">
      <button type="button" className="button" onClick={() => window.print()}>
        {label}
      </button>
    </p>
  );
}
