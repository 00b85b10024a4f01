# Loaded by Orca 43 from its prefs directory (`orca -u DIR`) as it starts:
# speech goes to transcript_speech.py (beside this file) instead of Speech
# Dispatcher, and a slow machine is not taken for a hung Orca.
from orca import settings

settings.speechServerFactory = "transcript_speech"
settings.speechFactoryModules = ["transcript_speech"]
settings.speechServerInfo = None
# Orca aborts itself when its main loop stalls 10 s; a loaded CI machine can stall that long.
settings.timeoutTime = 0
# A page is not read aloud to its end as it loads: with no voice to
# interrupt, Say All would run to the bottom and leave the caret there. The
# journeys start at the top and read on with keys, as a reader who stops
# the automatic reading does.
settings.sayAllOnLoad = False
# SIGUSR2 writes each thread's Python stack to stderr, from any thread and
# without stopping Orca: where a stalled Orca waits (desktop.ts, stackOf).
import faulthandler
import signal

faulthandler.register(signal.SIGUSR2, all_threads=True)
