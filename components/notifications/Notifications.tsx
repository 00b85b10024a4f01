import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react'
import { NOTIFICATION_REGION, hasNotified, onNotify } from './notify'

// The toast region's code (and the queue's) is a part of its own, fetched once the page is idle (`prepare`, Notifications.island.tsx), never in the page's first load.
const NotificationRegion = lazy(() => import('./NotificationRegion'))

/**
 * The notification region of a page that can notify, one notification at a
 * time. F8 focuses the notification on screen (the spec's hotkey).
 */
export function Notifications() {
  // The island hydrates after the first notification (prerendered: none yet): show the region at once then.
  const needed = useSyncExternalStore(onNotify, hasNotified, () => false)

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'F8') return
      const region = document.querySelector<HTMLElement>(`[${NOTIFICATION_REGION}]`)
      if (!region) return
      event.preventDefault()
      const toast = region.querySelector<HTMLElement>('[role="dialog"]')
      ;(toast ?? region).focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [])

  if (!needed) return null
  // Rendered in the island's own root, never portalled into the body: React's
  // listeners for presses there would make Orca call every focusable element
  // of the page "clickable" while a notification shows.
  return (
    <Suspense fallback={null}>
      <NotificationRegion />
    </Suspense>
  )
}
