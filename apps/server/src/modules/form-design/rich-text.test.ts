import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text';

describe('rich-text sanitising', () => {
  it('keeps the formatting the editor makes', () => {
    const html =
      '<h2>标题</h2><p><strong>粗</strong> <em>斜</em> <u>下划线</u> <s>删除</s><br></p>' +
      '<ul><li><p>一</p></li></ul><ol><li>二</li></ol><blockquote><p>引用</p></blockquote>' +
      '<pre><code>let a = 1;</code></pre><hr>';
    expect(sanitizeRichText(html)).toBe(html.replace('<br>', '<br />').replace('<hr>', '<hr />'));
  });

  it('drops scripts, styles, event handlers, images and frames', () => {
    const html =
      '<p onclick="steal()" style="color:red">Hi<script>alert(1)</script>' +
      '<style>p{}</style><img src=x onerror="alert(2)"><iframe src="https://evil.example"></iframe></p>';
    expect(sanitizeRichText(html)).toBe('<p>Hi</p>');
  });

  it('allows http(s) and mailto links only, always with rel=noopener', () => {
    expect(sanitizeRichText('<a href="https://example.com/a?b=1" target="_blank">ok</a>')).toBe(
      '<a href="https://example.com/a?b=1" rel="noopener noreferrer" target="_blank">ok</a>',
    );
    expect(sanitizeRichText('<a href="mailto:ops@example.com" rel="opener">mail</a>')).toBe(
      '<a href="mailto:ops@example.com" rel="noopener noreferrer">mail</a>',
    );
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      '&#106;avascript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'vbscript:msgbox(1)',
      '//evil.example/x',
      '/relative',
    ]) {
      expect(sanitizeRichText(`<a href="${href}" onmouseover="x()">x</a>`)).toBe(
        '<a rel="noopener noreferrer">x</a>',
      );
    }
  });

  it('escapes text so it cannot become markup', () => {
    expect(sanitizeRichText('<p>1 &lt; 2 &amp; "3"</p>')).toBe('<p>1 &lt; 2 &amp; "3"</p>');
    expect(sanitizeRichText('<p>a</p><!-- <script>x</script> -->')).toBe('<p>a</p>');
  });
});
