import { Skeleton } from '@mantine/core';
import type * as QrCode from 'qrcode';
import { useEffect, useState } from 'react';

/** The absolute address of a video (uploads are same-origin paths). */
export function absoluteVideoUrl(url: string, origin: string = window.location.origin): string {
  try {
    return new URL(url, origin).href;
  } catch {
    return url;
  }
}

let qrModule: Promise<typeof QrCode> | undefined;
/** `qrcode` downloads once, on the first QR code shown (its own chunk). */
function loadQr() {
  qrModule ??= import('qrcode');
  return qrModule;
}

interface VideoQrCodeProps {
  url: string;
  /** The image's accessible name, e.g. "QR code: Cup final highlights". */
  label: string;
  size?: number;
}

/**
 * A QR code of a video's absolute URL, as an SVG image: dark on white in
 * both colour schemes (scanners need the contrast), and it prints.
 */
export function VideoQrCode({ url, label, size = 112 }: VideoQrCodeProps) {
  const absolute = absoluteVideoUrl(url);
  const [svg, setSvg] = useState<{ for: string; src: string } | null>(null);

  useEffect(() => {
    let active = true;
    void loadQr()
      .then((qr) => qr.toString(absolute, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((markup) => {
        if (active) setSvg({ for: absolute, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}` });
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [absolute]);

  if (!svg || svg.for !== absolute) return <Skeleton w={size} h={size} radius="sm" />;
  return (
    <img
      src={svg.src}
      alt={label}
      width={size}
      height={size}
      style={{ background: '#fff', borderRadius: 4, display: 'block' }}
      data-testid="video-qr"
    />
  );
}
