import { defineConfig } from 'vitest/config'

// Pure logic only: no Vike, React or browser plugins.
export default defineConfig({
  test: {
    // Most tests live in tests/; a component's own unit tests sit beside it (components/<group>/*.test.ts).
    include: ['tests/**/*.test.ts', 'components/**/*.test.ts'],
    environment: 'node',
    // One module cache per worker, not per file: the files import the same
    // catalogues and content, and isolating each took 13 of the run's ~58
    // CPU-seconds (2026-12-07). No test mocks a module or leaves state behind.
    isolate: false,
    // Some tests render every message of a catalogue: seconds on a busy 2-core CI machine, not a hang.
    testTimeout: 30_000,
  },
})
