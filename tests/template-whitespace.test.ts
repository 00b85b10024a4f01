import { describe, expect, it } from 'vitest'
import { trimTemplateWhitespace } from '../scripts/template-whitespace'

const page = [
  '<!DOCTYPE html>',
  '    <html lang="en-GB">',
  '      <head>',
  '        <style>a>b{content:"x > <y>"}</style>',
  '        <meta charset="UTF-8">',
  '        ',
  '    <title>Contact | Thrive</title>',
  '      </head>',
  '      <body>',
  '        <div id="root"><p>Call <span>116 123</span>\n  <b>now</b></p><div>x</div></div>',
  '        ',
  '        <script src="/a.js" type="module" async></script>',
  '      </body>',
  '    </html>',
  '',
].join('\n')

describe('trimTemplateWhitespace', () => {
  const trimmed = trimTemplateWhitespace(page)

  it("drops the template's indentation around the app", () => {
    expect(trimmed.startsWith('<!DOCTYPE html><html lang="en-GB"><head><style>')).toBe(true)
    expect(trimmed).toContain('<meta charset="UTF-8"><title>Contact | Thrive</title></head><body><div id="root">')
    expect(trimmed.endsWith('</div></div><script src="/a.js" type="module" async></script></body></html>')).toBe(true)
  })

  it("leaves the app's markup and the text of inline CSS as they were", () => {
    expect(trimmed).toContain('<div id="root"><p>Call <span>116 123</span>\n  <b>now</b></p><div>x</div></div>')
    expect(trimmed).toContain('<style>a>b{content:"x > <y>"}</style>')
  })

  it('refuses a page without the app root', () => {
    expect(() => trimTemplateWhitespace('<html><body><p>x</p></body></html>')).toThrow(/no <div id="root">/)
  })
})
