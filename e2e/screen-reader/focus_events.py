"""Writes down each focus a browser reports to AT-SPI, one JSON line each.

Run beside Orca on the journeys' desktop (desktop.ts). When Orca says nothing
after a key (a stall), the journey attaches what this saw since the key: a
focus the browser reported that Orca never spoke of is Orca's silence; no
report at all is the browser's. Orca's own debug log would say more, but it
slows Orca enough that no stall came while it was on (e2e/README.md).
"""

import json
import sys
import time

import pyatspi

out = open(sys.argv[1], "a", buffering=1)


def recorded(event):
    if not event.detail1:
        return  # a focus lost; the one gained says where it went
    try:
        app = event.host_application.name or "?"
        role = event.source.getRoleName()
        name = event.source.name or ""
    except Exception as error:  # the object may be gone by the time it is asked
        app, role, name = "?", "?", "(%s)" % type(error).__name__
    if app != "?" and "chrom" not in app.lower() and "firefox" not in app.lower():
        return  # Orca's own windows
    line = {"t": time.time(), "app": app, "role": role, "name": name[:80]}
    out.write(json.dumps(line) + "\n")


pyatspi.Registry.registerEventListener(recorded, "object:state-changed:focused")
pyatspi.Registry.start()
