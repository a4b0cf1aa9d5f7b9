// The flags of flag-icons (MIT, lipis/flag-icons, 4:3 SVGs), one file per
// country. Each flag stays its own asset, fetched by the browser only when
// shown: the glob below puts only the URLs in the bundle (`no-inline` keeps
// Vite from inlining the small SVGs as data URLs), and this module is only
// imported by lazy routes (docs/design.md, decision 293).
const FLAG_URLS = import.meta.glob<string>('../../../../node_modules/flag-icons/flags/4x3/*.svg', {
  eager: true,
  query: '?url&no-inline',
  import: 'default',
});

const urlByCode = new Map(
  Object.entries(FLAG_URLS).map(([path, url]) => [path.slice(path.lastIndexOf('/') + 1, -4).toUpperCase(), url]),
);

/** The flag's URL for an ISO 3166-1 alpha-2 code (XK included), or undefined. */
export function flagUrl(code: string | null | undefined): string | undefined {
  return code ? urlByCode.get(code.toUpperCase()) : undefined;
}

/**
 * A country's flag before its name: decorative (alt ""), since the name
 * beside it says the same. Nothing for a code without a flag.
 */
export function CountryFlag({ code, height = 12 }: { code: string | null | undefined; height?: number }) {
  const url = flagUrl(code);
  if (!url) return null;
  return (
    <img
      src={url}
      alt=""
      width={Math.round((height * 4) / 3)}
      height={height}
      loading="lazy"
      decoding="async"
      data-testid="country-flag"
      data-country={code?.toUpperCase()}
      style={{
        display: 'inline-block',
        verticalAlign: 'middle',
        borderRadius: 2,
        boxShadow: '0 0 0 1px rgba(0,0,0,.12)',
      }}
    />
  );
}
