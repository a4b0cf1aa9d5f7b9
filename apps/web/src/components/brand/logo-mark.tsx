/**
 * Touchline's mark (docs/design.md): the corner of a pitch in chalk — the
 * touchline, the goal line and the corner arc — with the ball in the accent
 * colour, on the brand green. Inline SVG (a few hundred bytes), so the header
 * shows it without a request. Decorative: the link around it carries the name.
 */
export function LogoMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden focusable="false" style={{ flex: 'none' }}>
      <rect width="64" height="64" rx="14" fill="#0f7a5f" />
      <path d="M16 10v38h38" fill="none" stroke="#fff" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M16 37a11 11 0 0 1 11 11" fill="none" stroke="#fff" strokeWidth="3.5" strokeLinecap="round" />
      <circle cx="40" cy="25" r="8" fill="#c8f03c" />
    </svg>
  );
}
