import { describe, expect, it } from 'vitest';
import { isBlank, withoutRepeats } from './description-repeats';

const shown = ['<p>Un grand écran pour tout voir.</p>', 'Écran : 6,5 pouces', 'Mémoire : 128 Go', 'Caractéristiques', 'Tecno Spark 20'];
const footer = 'Livraison partout au Cameroun, paiement à la livraison ou par <strong>Mobile Money</strong>.';

describe('withoutRepeats', () => {
  it('drops the short description and the specification bullets with their heading', () => {
    const html = `<p><strong>Tecno Spark 20</strong></p><p>Un grand écran pour tout voir.</p><h3>Caractéristiques</h3><ul><li>Écran : 6,5 pouces</li><li>Mémoire : 128 Go</li></ul><p><em>${footer}</em></p>`;
    expect(withoutRepeats(html, shown)).toBe(`<p><em>${footer}</em></p>`);
  });

  it('drops a repeated line inside a paragraph and a specification table', () => {
    const html = `<h2>Tecno Spark 20</h2><p>Un grand écran pour tout voir.<br>${footer}</p><table class="specs"><tbody><tr><th>Écran</th><td>6,5 pouces</td></tr><tr><th>Mémoire</th><td>128 Go</td></tr></tbody></table>`;
    expect(withoutRepeats(html, shown)).toBe(`<p>${footer}</p>`);
  });

  it('drops bold specification lines and keeps what the page does not show', () => {
    const html = `<div class="description"><p>Un grand écran pour tout voir.</p><p><b>Écran</b> : 6,5 pouces<br><b>Batterie</b> : 5000 mAh</p></div>`;
    expect(withoutRepeats(html, shown)).toBe('<div class="description"><p><b>Batterie</b> : 5000 mAh</p></div>');
  });

  it('leaves a description that repeats nothing as it is, and tells a blank one', () => {
    const html = '<p>Coton <img src=x onerror="window.hacked=1"></p>';
    expect(withoutRepeats(html, shown)).toBe(html);
    expect(withoutRepeats('<p>Un grand écran pour tout voir.</p>', shown)).toBe('');
    expect(isBlank('<p> <br></p>')).toBe(true);
    expect(isBlank(html)).toBe(false);
  });
});
