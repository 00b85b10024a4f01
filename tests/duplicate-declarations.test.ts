import { describe, expect, it } from 'vitest'
import { dropDuplicateDeclarations } from '../scripts/duplicate-declarations'

describe('dropDuplicateDeclarations', () => {
  it('keeps one of the declarations a rule repeats word for word, the last', () => {
    expect(dropDuplicateDeclarations('a{color:inherit;-webkit-text-decoration:inherit;-webkit-text-decoration:inherit;text-decoration:inherit}')).toBe(
      'a{color:inherit;-webkit-text-decoration:inherit;text-decoration:inherit}',
    )
  })

  it('keeps a property set twice to different values, and the same declaration in two rules', () => {
    const css = 'p{color:red;color:rgb(from red r g b)}@media print{p{color:red}}p{color:red}'
    expect(dropDuplicateDeclarations(css)).toBe(css)
  })

  it('keeps an !important declaration beside the same one without', () => {
    const css = 'p{color:red;color:red!important}'
    expect(dropDuplicateDeclarations(css)).toBe(css)
  })
})
