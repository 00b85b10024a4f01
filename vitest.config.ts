import { defineConfig } from 'vitest/config'

// Pure logic only: no Vike, React or browser plugins.
export default defineConfig({
  test: {
    // Most tests live in tests/; a component's own unit tests sit beside it (components/<group>/*.test.ts).
    include: ['tests/**/*.test.ts', 'components/**/*.test.ts'],
    environment: 'node',
    // Some tests render every message of a catalogue: seconds on a busy 2-core CI machine, not a hang.
    testTimeout: 30_000,
  },
})
