import { describe, expect, it } from 'vitest'
import { dropUnusedCustomProperties } from '../scripts/unused-custom-properties'

describe('dropUnusedCustomProperties', () => {
  it('drops theme variables no rule reads, following reads through other variables', () => {
    const css = '@layer theme{:root{--font-sans:system-ui;--default-font:var(--font-sans);--color-unused:#fff;--color-ink:#111}}' +
      '@layer base{body{font-family:var(--default-font);color:var(--color-ink)}}'
    expect(dropUnusedCustomProperties(css)).toBe(
      '@layer theme{:root{--font-sans:system-ui;--default-font:var(--font-sans);--color-ink:#111}}@layer base{body{font-family:var(--default-font);color:var(--color-ink)}}',
    )
  })

  it('drops a chain of defaults that only unread defaults read', () => {
    const css = '@layer theme{:root{--a:1px;--b:var(--a)}}p{margin:0}'
    expect(dropUnusedCustomProperties(css)).toBe('p{margin:0}')
  })

  it('drops unread @property registrations and fallback defaults, and the blocks left empty', () => {
    const css = '@layer properties{@supports (x:y){*,:before{--tw-shadow:0 0 #0000;--tw-blur:initial}}}' +
      '.shadow{box-shadow:var(--tw-shadow)}' +
      '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}@property --tw-blur{syntax:"*";inherits:false}'
    const out = dropUnusedCustomProperties(css)
    expect(out).toContain('--tw-shadow:0 0 #0000')
    expect(out).toContain('@property --tw-shadow')
    expect(out).not.toContain('--tw-blur')

    const none = dropUnusedCustomProperties('@layer properties{@supports (x:y){*{--tw-blur:initial}}}p{color:red}')
    expect(none).toBe('p{color:red}')
  })

  it('keeps custom properties a utility sets, read or not (they are not defaults)', () => {
    const css = '.font-medium{--tw-font-weight:500;font-weight:500}'
    expect(dropUnusedCustomProperties(css)).toBe(css)
  })
})
