import { normalizeEditorHtml, toLinkHref } from './editor-html';

describe('normalizeEditorHtml', () => {
  it('keeps the formatting the site shows', () => {
    const html = '<h2>Datos</h2><p>Con <b>negrita</b> y <i>cursiva</i></p><ul><li>Uno</li></ul>';
    expect(normalizeEditorHtml(html)).toBe(html);
  });

  it('turns divs into paragraphs, unwraps spans and drops styles, scripts and empty paragraphs', () => {
    const html =
      '<div style="color:red">Hola <span class="x">mundo</span></div><p><br></p><script>alert(1)</script>';
    expect(normalizeEditorHtml(html)).toBe('<p>Hola mundo</p>');
  });

  it('keeps safe links only, opening in a new tab', () => {
    expect(normalizeEditorHtml('<p><a href="https://agrotec.bo" onclick="x()">sitio</a></p>')).toBe(
      '<p><a href="https://agrotec.bo" target="_blank" rel="noopener noreferrer">sitio</a></p>',
    );
    expect(normalizeEditorHtml('<p><a href="javascript:alert(1)">x</a></p>')).toBe(
      '<p><a target="_blank" rel="noopener noreferrer">x</a></p>',
    );
  });

  it('is empty when nothing would show', () => {
    expect(normalizeEditorHtml('<p><br></p><div><br></div>')).toBe('');
  });
});

describe('toLinkHref', () => {
  it('completes a typed address and refuses other schemes', () => {
    expect(toLinkHref('agrotec.bo')).toBe('https://agrotec.bo');
    expect(toLinkHref('ventas@agrotec.bo')).toBe('mailto:ventas@agrotec.bo');
    expect(toLinkHref('tel:+59144401234')).toBe('tel:+59144401234');
    expect(toLinkHref('javascript:alert(1)')).toBeNull();
    expect(toLinkHref('  ')).toBeNull();
  });
});
