"""Writes down each focus a browser reports to AT-SPI, as a JSON line when it is
reported and another half a second later, each saying whether Orca would take
the focused object for a zombie then (and so drop the focus without a word).

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
from gi.repository import GLib

out = open(sys.argv[1], "a", buffering=1)

# Asked again this long after the event: about when Orca, behind its queue, handles it.
ASKED_AGAIN_MS = 500

TOP_LEVEL_ROLES = {pyatspi.ROLE_APPLICATION, pyatspi.ROLE_ALERT, pyatspi.ROLE_DIALOG, pyatspi.ROLE_LABEL,
                   pyatspi.ROLE_PAGE, pyatspi.ROLE_WINDOW, pyatspi.ROLE_FRAME}


def zombie(source):
    """Why Orca would take the object for a zombie and drop its focus without a word
    (Orca 43's script_utilities.isZombie, which its web script asks first), or None."""
    try:
        index = source.getIndexInParent()
        state = source.getState()
        role = source.getRole()
    except Exception as error:
        return "gone (%s)" % type(error).__name__
    if index == -1 and role not in TOP_LEVEL_ROLES:
        return "no index in its parent"
    if state.contains(pyatspi.STATE_DEFUNCT):
        return "defunct"
    if state.contains(pyatspi.STATE_INVALID):
        return "invalid"
    return None


def write(line):
    out.write(json.dumps(line) + "\n")


def recorded(event):
    if not event.detail1:
        return  # a focus lost; the one gained says where it went
    source = event.source
    try:
        app = event.host_application.name or "?"
        role = source.getRoleName()
        name = source.name or ""
    except Exception as error:  # the object may be gone by the time it is asked
        app, role, name = "?", "?", "(%s)" % type(error).__name__
    if app != "?" and "chrom" not in app.lower() and "firefox" not in app.lower():
        return  # Orca's own windows
    line = {"t": time.time(), "app": app, "role": role, "name": name[:80], "zombie": zombie(source)}
    write(line)

    def asked_again():
        write(dict(line, zombie=zombie(source), later_ms=ASKED_AGAIN_MS))
        return False  # once

    GLib.timeout_add(ASKED_AGAIN_MS, asked_again)


pyatspi.Registry.registerEventListener(recorded, "object:state-changed:focused")
pyatspi.Registry.start()
