import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { notificationQueue } from './notifications'

// The toast region's code loads with the first notification: most pages never show one.
const NotificationRegion = lazy(() => import('./NotificationRegion'))

/**
 * The global notification region (React Aria's toast), one notification at a
 * time. F8 focuses the notification on screen (the spec's hotkey); F6 reaches
 * the region as a landmark.
 */
export function Notifications() {
  const regionRef = useRef<HTMLDivElement>(null)
  const [needed, setNeeded] = useState(false)

  useEffect(() => {
    const check = () => {
      if (notificationQueue.visibleToasts.length > 0) setNeeded(true)
    }
    check()
    return notificationQueue.subscribe(check)
  }, [])

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
