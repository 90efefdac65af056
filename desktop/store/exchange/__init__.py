"""Conversations in and out of the store (issue 38: a package of its own):
Verbatim's JSON export and import, ChatGPT's and Claude's exports read,
the checks every imported or synced value passes, the bounded JSON reader
they share, and the HTML and Markdown exports."""
