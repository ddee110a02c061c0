/** A partner's word mark, drawn as inline SVG (no third-party image requests). */
export function PartnerLogo({ name, color }: { name: string; color: string }) {
  const [first = '', ...rest] = name.split('.');
  return (
    <svg className="partner-logo" viewBox="0 0 200 48" width="200" height="48" role="img" aria-label={`Logo ${name}`}>
      <rect x="0" y="4" width="40" height="40" rx="8" fill={color} />
      <text x="20" y="31" textAnchor="middle" fontFamily="system-ui, sans-serif" fontSize="20" fontWeight="700" fill="#fff">
        {first.charAt(0).toUpperCase()}
      </text>
      <text x="50" y="31" fontFamily="system-ui, sans-serif" fontSize="19" fontWeight="700" fill="#1d2430">
        {first}
        <tspan fill={color}>{rest.length > 0 ? `.${rest.join('.')}` : ''}</tspan>
      </text>
    </svg>
  );
}
