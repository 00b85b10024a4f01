import { TYPE } from '@formatjs/icu-messageformat-parser'
import { describe, expect, it } from 'vitest'
import type { IslandDefinition } from './defineIsland'
import { packMessages, unpackMessages } from './messagePayload'
import type { Messages } from './Providers'

// The browser finds an island's code by the name in its HTML (hydrateIslands.ts
// globs the same files), so each module's name must be its file name.
const modules = import.meta.glob<{ default: IslandDefinition<object> }>(['../**/*.island.tsx', '../../pages/**/*.island.tsx'], { eager: true })

describe('islands', () => {
  it('exist', () => {
    expect(Object.keys(modules).length).toBeGreaterThanOrEqual(6)
  })

  for (const [file, module] of Object.entries(modules)) {
    it(`${file} is named after its file and lists its message scopes`, () => {
      expect(module.default.name).toBe(file.replace(/^.*\//, '').replace(/\.island\.tsx$/, ''))
      expect(Array.isArray(module.default.scopes)).toBe(true)
      expect(typeof module.default.Component).toBe('function')
    })
  }

  it('have unique names', () => {
    const names = Object.values(modules).map((module) => module.default.name)
    expect(new Set(names).size).toBe(names.length)
  })
})

describe('island message payload', () => {
  it('sends plain-text messages as text and restores them as the compiled AST', () => {
    const messages = {
      'shell.nav.menu': [{ type: TYPE.literal, value: 'Menu' }],
      'quiz.progress': [{ type: TYPE.literal, value: 'Question ' }, { type: TYPE.argument, value: 'n' }],
      'empty': [],
    } as Messages
    const packed = packMessages(messages)
    expect(packed['shell.nav.menu']).toBe('Menu')
    expect(packed['quiz.progress']).toEqual(messages['quiz.progress'])
    expect(unpackMessages(JSON.parse(JSON.stringify(packed)))).toEqual(messages)
  })
})
