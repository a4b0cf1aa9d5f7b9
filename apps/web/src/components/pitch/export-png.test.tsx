import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';
import { Pitch } from './pitch';
import { PitchShirts } from './pitch-shirts';
import { svgForImage } from './export-png';

describe('svgForImage', () => {
  it('leaves out the focus rings the stylesheet hides on screen, keeps every shirt, and sizes the image', async () => {
    const shirts = [
      { key: 'a', position: 'GK' as const, x: 50, y: 5, name: 'Kim Keeper', backNumber: 1 },
      { key: 'b', position: 'CS' as const, x: 50, y: 80, name: null, backNumber: null },
    ];
    const { container } = await renderApp(
      <Pitch label="Line-up">
        <PitchShirts shirts={shirts} shirtColour="#1e40af" shortsColour="#ffffff" describe={(s) => s.position} />
      </Pitch>,
    );
    const svg = container.querySelector('svg')!;
    expect(svg.querySelectorAll('.pitch-shirt-focus')).toHaveLength(2);

    // Read back with the HTML parser: jsdom's serialiser repeats the xmlns React wrote, which its XML parser refuses.
    const image = new DOMParser().parseFromString(svgForImage(svg, 10), 'text/html');
    const root = image.querySelector('svg')!;
    expect(image.querySelectorAll('.pitch-shirt-focus')).toHaveLength(0);
    expect(image.querySelectorAll('[data-testid="pitch-shirt"]')).toHaveLength(2);
    const { width, height } = svg.viewBox.baseVal;
    expect(root.getAttribute('width')).toBe(String(width * 10));
    expect(root.getAttribute('height')).toBe(String(height * 10));
    // An empty slot shows its position as users read it (decision 290), not the code.
    expect(root.textContent).toContain('ST');
    expect(root.textContent).not.toContain('CS');
  });
});
