import { sanitizeDescription } from './sanitize';

/** Script-injection attempts: each must come out inert. */
const XSS_PAYLOADS: string[] = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/x.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<script>alert(1)',
  '<img src=x onerror=alert(1)>',
  '<IMG SRC="javascript:alert(1);">',
  '<img src="x" onerror="alert(1)"',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg/onload=alert(1)//',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="java\nscript:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="VBScript:msgbox(1)">x</a>',
  '<a href="//evil.example">x</a>',
  '<a href="https://ok.example" onclick="alert(1)" onmouseover="alert(2)">x</a>',
  '<p onclick="alert(1)">hola</p>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<div style="width: expression(alert(1))">x</div>',
  '<style>body{background:url("javascript:alert(1)")}</style>',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<table><tr><td background="javascript:alert(1)" onmouseover="alert(1)">x</td></tr></table>',
  '<body onload=alert(1)>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<!--<img src=x onerror=alert(1)>-->',
  '<![CDATA[<script>alert(1)</script>]]>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<a href="https://ok.example"<script>alert(1)</script>>x</a>',
  '<h2 onmouseover=alert(1)>t</h2>',
  '<strong><em onclick="alert(1)">x</em></strong>',
  '<a href="tel:123" onfocus="alert(1)" autofocus>x</a>',
  '"><script>alert(1)</script>',
  '<p>texto</p><sCrIpT>alert(1)</ScRiPt>',
];

/** Elements that must never survive: they run script, load content or restyle the page. */
const FORBIDDEN_TAGS =
  /<\/?\s*(script|iframe|img|svg|style|object|embed|form|input|button|math|meta|base|link|body|details|video|source|noscript|div)\b/i;
const decode = (html: string) =>
  html
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;|&newline;/gi, '');
const tagsOf = (html: string) => html.match(/<[^>]*>/g) ?? [];

test('the corpus is large enough to mean something', () => {
  expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(25);
});

describe.each(XSS_PAYLOADS.map((payload) => [payload]))('payload %s', (payload) => {
  const output = sanitizeDescription(payload);

  test('leaves no dangerous element', () => {
    expect(output).not.toMatch(/<script/i);
    expect(output).not.toMatch(FORBIDDEN_TAGS);
  });

  test('leaves no event handler or style attribute', () => {
    for (const tag of tagsOf(output)) {
      expect(tag).not.toMatch(/[\s/"']on[a-z]+\s*=/i);
      expect(tag).not.toMatch(/\sstyle\s*=/i);
    }
  });

  test('leaves no script-capable URL, even entity-encoded', () => {
    const plain = decode(output).replace(/\s+/g, '').toLowerCase();
    expect(plain).not.toContain('javascript:');
    expect(plain).not.toContain('vbscript:');
    expect(plain).not.toContain('data:');
    for (const tag of tagsOf(output)) {
      const href = /\shref="([^"]*)"/.exec(tag)?.[1];
      if (href !== undefined) expect(decode(href)).toMatch(/^(https?:|mailto:|tel:)/);
    }
  });

  test('links that remain open safely', () => {
    for (const tag of tagsOf(output).filter((t) => /^<a\s/i.test(t))) {
      expect(tag).toContain('rel="noopener noreferrer"');
      expect(tag).toContain('target="_blank"');
    }
  });

  test('is stable: sanitising the output again changes nothing', () => {
    expect(sanitizeDescription(output)).toBe(output);
  });
});

describe('allowed markup survives', () => {
  test.each([
    ['<p>Hola <strong>fuerte</strong> y <em>énfasis</em></p>'],
    ['<h2>Título</h2><h3>Sub</h3><h4>Menor</h4>'],
    ['<ul><li>uno</li><li>dos</li></ul><ol><li>primero</li></ol>'],
    ['<p>a<br />b</p><hr /><blockquote>cita</blockquote>'],
    ['<p><b>b</b> <i>i</i> <u>u</u> <s>s</s></p>'],
    [
      '<table><thead><tr><th colspan="2">Modelo</th></tr></thead><tbody><tr><td rowspan="1">A</td><td>B</td></tr></tbody></table>',
    ],
    ['<p>1 &lt; 2 &amp; 3 &gt; 2</p>'],
  ])('%s', (html) => {
    expect(sanitizeDescription(html)).toBe(html);
  });

  test.each([
    ['https://agrotec.example/catalogo?x=1&y=2', 'https://agrotec.example/catalogo?x=1&amp;y=2'],
    ['http://agrotec.example', 'http://agrotec.example'],
    ['mailto:ventas@agrotec.example', 'mailto:ventas@agrotec.example'],
    ['tel:+59170000000', 'tel:+59170000000'],
  ])('a link to %s keeps its href and gets rel="noopener noreferrer"', (href, kept) => {
    expect(sanitizeDescription(`<a href="${href}" title="Ver">enlace</a>`)).toBe(
      `<a href="${kept}" title="Ver" target="_blank" rel="noopener noreferrer">enlace</a>`,
    );
  });

  test("a link's own target and rel are replaced by the safe ones", () => {
    expect(
      sanitizeDescription('<a href="https://a.example" target="_self" rel="opener">x</a>'),
    ).toBe('<a href="https://a.example" target="_blank" rel="noopener noreferrer">x</a>');
  });

  test('disallowed wrappers are dropped but their text is kept', () => {
    expect(sanitizeDescription('<div class="x"><span id="y">texto</span></div>')).toBe('texto');
    expect(sanitizeDescription('<h1>Grande</h1><p class="c">p</p>')).toBe('Grande<p>p</p>');
  });

  test('plain text is escaped, not dropped; surrounding space is trimmed', () => {
    expect(sanitizeDescription('  a < b & c > d  ')).toBe('a &lt; b &amp; c &gt; d');
  });
});
