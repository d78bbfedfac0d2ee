import { describe, expect, it } from 'vitest';
import { isPlainMarkup } from './plain-markup';

describe('isPlainMarkup', () => {
  it('accepts text and bare formatting tags (what the catalogue writes)', () => {
    expect(isPlainMarkup('<p>Écran 6,6&quot; &amp; batterie 5000 mAh</p>')).toBe(true);
    expect(isPlainMarkup('<p>Un<br/>deux<br></p><ul><li><strong>A</strong></li></ul>')).toBe(true);
    expect(isPlainMarkup('plain text')).toBe(true);
  });

  it('refuses anything that could run script, load a resource or restyle the page', () => {
    const accepted = [
      '<p>Coton <img src=x onerror="window.hacked=1"></p>',
      '<script>alert(1)</script>',
      '<p onclick="x()">a</p>',
      '<p style="position:fixed">a</p>',
      '<style>body{display:none}</style>',
      '<a href="javascript:alert(1)">a</a>',
      '<svg/onload=alert(1)>',
      '<iframe src="//evil"></iframe>',
      '<p>a</p><!-- <img src=x onerror=alert(1)> -->',
      '<p>1 < 2</p>',
      '<p>a</p ><img src=x onerror=alert(1)',
      '<scr<p>ipt>alert(1)</script>',
    ].filter((hostile) => isPlainMarkup(hostile));
    expect(accepted).toEqual([]);
  });
});
