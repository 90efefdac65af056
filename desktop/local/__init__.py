"""Models on this computer (issue 26).

llama.cpp's own `llama-server` runs as a child process that Verbatim starts,
watches and stops; Verbatim talks to it over the OpenAI-compatible path on
loopback with a key made for that one run. Nothing of llama.cpp is loaded
into Verbatim's process, so a model that crashes the engine ends the child,
never the window that holds the answer.

- `binary`: where the engine is (built once into a cache, or shipped).
- `gguf_facts`: what a model file says of itself, read within bounds, and
  whether it fits this computer's memory.
- `library`: the models a person has added.
- `process`: one running engine and its lifecycle.
- `backend`: the provider the turn engine talks to.
"""
