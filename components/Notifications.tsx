import { lazy, Suspense, useEffect, useRef, useSyncExternalStore } from 'react'
import { hasNotified, onNotify } from './notify'

// The toast region's code (and the queue's) loads with the first notification: most pages never show one.
const NotificationRegion = lazy(() => import('./NotificationRegion'))

/**
 * The notification region (React Aria's toast) of a page that can notify, one
 * notification at a time. F8 focuses the notification on screen (the spec's hotkey); F6 reaches
 * the region as a landmark.
 */
export function Notifications() {
  const regionRef = useRef<HTMLDivElement>(null)
  // The island hydrates after the first notification (prerendered: none yet): show the region at once then.
  const needed = useSyncExternalStore(onNotify, hasNotified, () => false)

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'F8' || !regionRef.current) return
      event.preventDefault()
      const toast = regionRef.current.querySelector<HTMLElement>('[role="alertdialog"]')
      ;(toast ?? regionRef.current).focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [])

  if (!needed) return null
  return (
    <Suspense fallback={null}>
      <NotificationRegion ref={regionRef} />
    </Suspense>
  )
}
