import { saveBlob } from '../../lib/download-file';

/**
 * Saves an SVG drawing as a PNG (decision 304): the SVG is serialised as it is on screen (its colours
 * are attributes, so it needs no stylesheet), drawn onto a canvas at `scale` × its view box, and the
 * canvas encoded by the browser. No library: the browser already has every step.
 */
export async function exportSvgAsPng(svg: SVGSVGElement, fileName: string, scale = 10): Promise<void> {
  const { width, height } = svg.viewBox.baseVal;
  const source = svgForImage(svg, scale);
  const url = URL.createObjectURL(new Blob([source], { type: 'image/svg+xml;charset=utf-8' }));
  try {
    const image = new Image();
    image.decoding = 'async';
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(width * scale);
    canvas.height = Math.round(height * scale);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    const png = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!png) throw new Error('PNG encoding failed');
    saveBlob(png, fileName);
  } finally {
    URL.revokeObjectURL(url);
  }
}

/**
 * The SVG as an image sees it: sized `scale` × its view box, without what
 * only the screen shows. Marks like the keyboard focus ring (`data-screen-only`)
 * are hidden by the page's stylesheet, which an image drawn from the SVG
 * alone does not have: left in, every shirt had a ring.
 */
export function svgForImage(svg: SVGSVGElement, scale: number): string {
  const { width, height } = svg.viewBox.baseVal;
  const copy = svg.cloneNode(true) as SVGSVGElement;
  copy.setAttribute('width', String(width * scale));
  copy.setAttribute('height', String(height * scale));
  copy.removeAttribute('style');
  for (const mark of copy.querySelectorAll('[data-screen-only]')) mark.remove();
  return new XMLSerializer().serializeToString(copy);
}
