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

  it('drops what a utility sets that no rule reads, and keeps what one reads', () => {
    expect(dropUnusedCustomProperties('.font-medium{--tw-font-weight:500;font-weight:500}')).toBe('.font-medium{font-weight:500}')
    const css = '.leading-tight{--tw-leading:1.25;line-height:1.25}.text-sm{line-height:var(--tw-leading,1.4)}'
    expect(dropUnusedCustomProperties(css)).toBe(css)
  })

  it('drops a registration with no initial value, and its fallback default, when no rule sets the property', () => {
    const css = '@layer properties{@supports (x:y){*{--tw-shadow-color:initial;--tw-leading:initial}}}' +
      '.shadow{box-shadow:0 1px var(--tw-shadow-color,#0001)}.leading-tight{--tw-leading:1.25}.text-sm{line-height:var(--tw-leading,1.4)}' +
      '@property --tw-shadow-color{syntax:"*";inherits:false}@property --tw-leading{syntax:"*";inherits:false}'
    const out = dropUnusedCustomProperties(css)
    expect(out).not.toContain('--tw-shadow-color:initial')
    expect(out).not.toContain('@property --tw-shadow-color')
    expect(out).toContain('var(--tw-shadow-color,#0001)')
    // Set by a rule: its registration keeps it from being inherited.
    expect(out).toContain('--tw-leading:initial')
    expect(out).toContain('@property --tw-leading')
  })
})
