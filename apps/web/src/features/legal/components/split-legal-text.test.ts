import { describe, expect, it } from 'vitest';
import { splitLegalText } from './split-legal-text';

describe('splitLegalText', () => {
  it('splits paragraphs on blank lines and joins wrapped lines', () => {
    expect(splitLegalText('One\nline.\n\n  Two.  \n\n\n')).toEqual([
      { type: 'paragraph', text: 'One line.' },
      { type: 'paragraph', text: 'Two.' },
    ]);
  });

  it('reads a block of "- " lines as a list', () => {
    expect(splitLegalText('Data:\n\n- name\n- email\n\nEnd.')).toEqual([
      { type: 'paragraph', text: 'Data:' },
      { type: 'list', items: ['name', 'email'] },
      { type: 'paragraph', text: 'End.' },
    ]);
  });

  it('keeps a paragraph that merely contains a dash', () => {
    expect(splitLegalText('- a\nb')).toEqual([{ type: 'paragraph', text: '- a b' }]);
  });
});
