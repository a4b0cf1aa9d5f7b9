import { Skeleton } from '@mantine/core';
import type * as QrCode from 'qrcode';
import { useEffect, useState } from 'react';

let qrModule: Promise<typeof QrCode> | undefined;
/** `qrcode` downloads once, on the first QR code shown (its own chunk). */
function loadQr() {
  qrModule ??= import('qrcode');
  return qrModule;
}

/** A QR code of `text` as an SVG image: dark on white in both colour schemes (scanners need the contrast). */
export function QrImage({ text, label, size = 160 }: { text: string; label: string; size?: number }) {
  const [svg, setSvg] = useState<{ for: string; src: string } | null>(null);
  useEffect(() => {
    let active = true;
    void loadQr()
      .then((qr) => qr.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((markup) => {
        if (active) setSvg({ for: text, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}` });
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [text]);
  if (!svg || svg.for !== text) return <Skeleton w={size} h={size} radius="sm" />;
  return (
    <img
      src={svg.src}
      alt={label}
      width={size}
      height={size}
      style={{ background: '#fff', borderRadius: 4, display: 'block' }}
      data-testid="invitation-qr"
    />
  );
}
