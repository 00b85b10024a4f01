import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react'
import { UNSAFE_PortalProvider as PortalProvider } from 'react-aria/PortalProvider'
import { hasNotified, onNotify } from './notify'

// The toast region's code (and the queue's) is a part of its own, fetched once the page is idle (`prepare`, Notifications.island.tsx), never in the page's first load.
const NotificationRegion = lazy(() => import('./NotificationRegion'))

/**
 * The notification region (React Aria's toast) of a page that can notify, one
 * notification at a time. F8 focuses the notification on screen (the spec's hotkey); F6 reaches
 * the region as a landmark.
 */
export function Notifications() {
  // React Aria puts the region in a portal, by default in the body, where React's
  // listeners for presses would make Orca call every focusable element of the
  // page "clickable" while a notification shows (the main content after the skip
  // link among them). In a container of the island's own instead.
  const [container, setContainer] = useState<HTMLDivElement | null>(null)
  // The island hydrates after the first notification (prerendered: none yet): show the region at once then.
  const needed = useSyncExternalStore(onNotify, hasNotified, () => false)

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'F8') return
      const region = container?.querySelector<HTMLElement>('[role="region"]')
      if (!region) return
      event.preventDefault()
      const toast = region.querySelector<HTMLElement>('[role="dialog"]')
      ;(toast ?? region).focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [container])

  if (!needed) return null
  return (
    <div ref={setContainer} role="none" data-notifications="" className="contents">
      {container && (
        <PortalProvider getContainer={() => container}>
          <Suspense fallback={null}>
            <NotificationRegion />
          </Suspense>
        </PortalProvider>
      )}
    </div>
  )
}
