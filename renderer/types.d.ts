import type { MessageFormatElement } from 'react-intl'
import type { Locale } from '../content/locales'

declare global {
  /** Build-time settings (Vite exposes THRIVE_* variables; see docs/deploy.md). */
  interface ImportMetaEnv {
    readonly THRIVE_SITE_ORIGIN?: string
    readonly THRIVE_FORM_ENDPOINT?: string
  }
  namespace Vike {
    interface PageContext {
      locale: Locale
      /** Compiled (AST) messages for this page and the shell, in the page's locale. */
      messages: Record<string, MessageFormatElement[]>
      /** What a message the page cannot render stops the prerender with (renderer/intlErrors.ts). */
      onIntlError: (error: { code?: string; message: string }) => void
      /** The page's logical path (`/about`, `/` for home); null on the 404 page. */
      routePath: string | null
      /** The page's `messageScopes`, resolved for its route parameters (renderer/+onBeforeRender.ts). */
      messageScopes: string[]
    }
    interface Config {
      /**
       * Message-id prefixes this page uses, e.g. `['home']`; the first holds `meta.title` and `meta.description`.
       * A route with a parameter gives them as a function of its parameters, in a `+messageScopes.ts`
       * (pages/blog/@id: `({ id }) => [\`blog.${id}\`, …]`).
       */
      messageScopes?: readonly string[] | ((routeParams: Record<string, string>) => readonly string[])
      /**
       * The page calls `notify()` (components/notifications/notify.ts), so it gets the
       * notification region; other pages carry none of its markup or words.
       * `tests/notifications.test.ts` fails for a page that notifies without it.
       */
      notifications?: boolean
    }
  }
}

export {}
