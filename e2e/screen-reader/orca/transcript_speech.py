"""An Orca speech server that speaks into a file instead of a voice.

Orca 43 hands everything it would say to a speech server
(orca/speechserver.py); Speech Dispatcher is the usual one. This one writes
each utterance as a JSON line to $ORCA_TRANSCRIPT, so the journeys in
e2e/screen-reader/ read exactly what Orca sends to speech. Say All is paced
as a voice would pace it: one utterance per idle turn of Orca's main loop,
reporting progress so Orca moves its caret along, and stopped by a key.
"""

import json
import os
import time

from gi.repository import GLib

from orca import speechserver

_path = os.environ["ORCA_TRANSCRIPT"]


def write(kind, text):
    with open(_path, "a", encoding="utf-8") as transcript:
        transcript.write(json.dumps({"t": time.time(), "kind": kind, "text": text}) + "\n")


class SpeechServer(speechserver.SpeechServer):
    _active = None

    @staticmethod
    def getFactoryName():
        return "Transcript"

    @staticmethod
    def getSpeechServers():
        return [SpeechServer.getSpeechServer()]

    @staticmethod
    def getSpeechServer(info=None):
        if SpeechServer._active is None:
            SpeechServer._active = SpeechServer()
        return SpeechServer._active

    @staticmethod
    def shutdownActiveServers():
        SpeechServer._active = None

    def __init__(self):
        super().__init__()
        self._sayAllGeneration = 0

    def getInfo(self):
        return ["Transcript", "transcript"]

    def getVoiceFamilies(self):
        return []

    def speak(self, text=None, acss=None, interrupt=True):
        if text:
            write("speak", text)

    def speakCharacter(self, character, acss=None):
        write("char", character)

    def speakKeyEvent(self, event, acss=None):
        write("key", event.getKeyName())

    def sayAll(self, utteranceIterator, progressCallback):
        self._sayAllGeneration += 1
        generation = self._sayAllGeneration

        def next_utterance():
            if generation != self._sayAllGeneration:
                return False
            try:
                context, acss = next(utteranceIterator)
            except StopIteration:
                return False
            write("sayall", context.utterance)
            context.currentOffset = context.endOffset
            progressCallback(context.copy(), speechserver.SayAllContext.COMPLETED)
            GLib.idle_add(next_utterance)
            return False

        GLib.idle_add(next_utterance)

    def stop(self):
        # A key stops Say All, as it silences a voice.
        self._sayAllGeneration += 1

    def shutdown(self):
        SpeechServer._active = None

    def reset(self, text=None, acss=None):
        pass
