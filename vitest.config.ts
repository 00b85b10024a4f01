import { defineConfig } from 'vitest/config'

// Pure logic only: no Vike, React or browser plugins.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    environment: 'node',
  },
})
