"""`python -m desktop.devserver --port 8765`: the scripted server on its own."""

from __future__ import annotations

import argparse
import time

from desktop.devserver import DevServer, Reply


def main() -> None:
    parser = argparse.ArgumentParser(description="Verbatim's scripted model server")
    parser.add_argument("--port", type=int, default=8765)
    parser.add_argument("--rate", type=float, default=60.0, help="tokens per second")
    parser.add_argument("--tokens", type=int, default=None, help="reply with this many tokens")
    args = parser.parse_args()
    server = DevServer(port=args.port)
    server.default_reply = Reply(rate=args.rate, tokens=args.tokens)
    server.start()
    print(f"OpenAI-compatible: {server.openai_base}")
    print(f"Ollama:            {server.ollama_base}")
    print(f"Anthropic:         {server.anthropic_base}", flush=True)
    try:
        while True:
            time.sleep(3600)
    except KeyboardInterrupt:
        server.stop()


if __name__ == "__main__":
    main()
