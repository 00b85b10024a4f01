import { resolveFormEndpoint } from '../contactForm'

// Apart from content/contactForm.ts so that e2e tests can import that module
// outside Vite. Vite replaces only the full `import.meta.env.THRIVE_…` name:
// passing `import.meta.env` whole gave null in the build (the variable was lost).
export const formEndpoint: string = resolveFormEndpoint({ THRIVE_FORM_ENDPOINT: import.meta.env.THRIVE_FORM_ENDPOINT })
