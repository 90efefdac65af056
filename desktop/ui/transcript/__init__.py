"""The conversation shown: its messages, their Markdown and math, tool calls and answer details."""
