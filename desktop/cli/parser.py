"""The command line's options and commands, as `verbatim --help` lists them."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from desktop.cli.voice import add_transcribe


class _Version(argparse.Action):
    """--version: three lines a person can paste into a report, read from
    constants only, and loaded only when asked."""

    def __call__(
        self,
        parser: argparse.ArgumentParser,
        namespace: argparse.Namespace,
        values: object,
        option_string: str | None = None,
    ) -> None:
        from desktop.session.entry import version_text

        sys.stdout.write(version_text())  # terminal: ours, constants only
        parser.exit(0)


def parser() -> argparse.ArgumentParser:
    """Every option and command; each command also takes --data-dir after its name."""
    parser = argparse.ArgumentParser(
        prog="verbatim", description="A chat client for language models that never loses a word."
    )
    parser.add_argument(
        "--version",
        action=_Version,
        nargs=0,
        help="show the version, the store format it writes and its local engine's llama.cpp",
    )
    parser.add_argument("--data-dir", type=Path, help="keep the database, settings and logs here")
    parser.add_argument(
        "--provider",
        choices=["openai", "ollama", "anthropic", "local"],
        help="configure and select a provider of this kind",
    )
    parser.add_argument("--base-url", help="the provider's address, e.g. http://127.0.0.1:11434")
    parser.add_argument("--model", help="the model to use for new conversations")
    parser.add_argument("--demo", action="store_true", help="use the built-in demo server")
    parser.add_argument(
        "--self-test",
        action="store_true",
        help="check the installation without a screen, then exit",
    )
    # The self-test's own MCP server (desktop/tools/echo_server.py), not for people.
    parser.add_argument("--self-test-tool-server", action="store_true", help=argparse.SUPPRESS)
    # Every command reads `sub_data_dir` (its own --data-dir, given after the
    # command's name); one without that option still has it, as None, so no
    # command can end in an AttributeError (`models search` did, issue 37).
    parser.set_defaults(sub_data_dir=None)
    sub = parser.add_subparsers(dest="command")
    _history(sub)
    _sync(sub)
    _mcp(sub)
    _models(sub)
    add_transcribe(sub)
    projects = sub.add_parser("projects", help="the projects and what they keep")
    projects_sub = projects.add_subparsers(dest="projects_command", required=True)
    p_list = projects_sub.add_parser(
        "list", help="each project with its conversations and files, counted"
    )
    p_list.add_argument("--data-dir", type=Path, dest="sub_data_dir")
    return parser


# argparse._SubParsersAction: what add_subparsers returns (argparse names no public type).
def _history(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """export, import, backup, restore."""
    export = sub.add_parser("export", help="write conversations to a file or stdout")
    export.add_argument("--data-dir", type=Path, dest="sub_data_dir")
    export.add_argument("--format", choices=["json", "markdown", "html"], default="json")
    export.add_argument("--conversation", help="only this conversation id")
    export.add_argument("-o", "--output", type=Path, help="file to write (default: stdout)")
    imp = sub.add_parser(
        "import", help="add conversations from a Verbatim, ChatGPT or Claude export"
    )
    imp.add_argument("--data-dir", type=Path, dest="sub_data_dir")
    imp.add_argument("file", type=Path)
    backup = sub.add_parser("backup", help="copy the conversations into the backups folder")
    backup.add_argument("--data-dir", type=Path, dest="sub_data_dir")
    restore = sub.add_parser("restore", help="put a backup back in place of the conversations")
    restore.add_argument("--data-dir", type=Path, dest="sub_data_dir")
    restore.add_argument("file", type=Path)


def _sync(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    sync = sub.add_parser("sync", help="exchange changes with your other devices, once")
    sync.add_argument("--data-dir", type=Path, dest="sub_data_dir")
    sync.add_argument("--folder", type=Path, help="a folder another program keeps in sync")
    sync.add_argument(
        "--webdav", help="a WebDAV address, e.g. https://cloud.example/remote.php/dav/files/me"
    )
    sync.add_argument("--user", default="", help="the WebDAV user name")
    sync.add_argument(
        "--passphrase-env", help="the environment variable holding the encryption passphrase"
    )


def _mcp(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    mcp = sub.add_parser("mcp", help="add, list or remove MCP tool servers")
    mcp_sub = mcp.add_subparsers(dest="mcp_command", required=True)
    add = mcp_sub.add_parser(
        "add",
        help="add a tool server: NAME -- COMMAND [ARGS...] (started by Verbatim), "
        "or NAME --url URL (streamable HTTP)",
    )
    add.add_argument("--data-dir", type=Path, dest="sub_data_dir")
    add.add_argument(
        "--always-allow", action="store_true", help="run its tools without asking each time"
    )
    add.add_argument("--url", help="the server's streamable-HTTP address")
    add.add_argument("name", help="a short name, such as time; then -- COMMAND [ARGS...]")
    listing = mcp_sub.add_parser("list", help="the tool servers set up")
    listing.add_argument("--data-dir", type=Path, dest="sub_data_dir")
    remove = mcp_sub.add_parser("remove", help="remove a tool server")
    remove.add_argument("--data-dir", type=Path, dest="sub_data_dir")
    remove.add_argument("name")


def _models(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    models = sub.add_parser("models", help="add, list or remove models run on this computer")
    models_sub = models.add_subparsers(dest="models_command", required=True)
    m_add = models_sub.add_parser(
        "add", help="register a GGUF model file, or a faster-whisper speech model's folder"
    )
    m_add.add_argument("--data-dir", type=Path, dest="sub_data_dir")
    m_add.add_argument("--copy", action="store_true", help="copy it into Verbatim's models folder")
    m_add.add_argument("path", type=Path)
    m_list = models_sub.add_parser("list", help="name, size, quantisation, context and fit")
    m_list.add_argument("--data-dir", type=Path, dest="sub_data_dir")
    m_remove = models_sub.add_parser(
        "remove", help="forget a model (a copy, or a downloaded speech model, is deleted)"
    )
    m_remove.add_argument("--data-dir", type=Path, dest="sub_data_dir")
    m_remove.add_argument("name")
    m_search = models_sub.add_parser("search", help="GGUF models on Hugging Face")
    m_search.add_argument("query")
    m_get = models_sub.add_parser(
        "download", help="download a GGUF model from Hugging Face (progress on stderr)"
    )
    m_get.add_argument("--data-dir", type=Path, dest="sub_data_dir")
    m_get.add_argument("repo_id", help="such as bartowski/SmolLM2-135M-Instruct-GGUF")
    m_get.add_argument("--file", help="which quantisation; without it, the one recommended here")
    m_speech = models_sub.add_parser(
        "download-speech",
        help="download a speech model from Hugging Face: faster-whisper-tiny, -base, -small "
        "(every language) or -base.en (English)",
    )
    m_speech.add_argument("--data-dir", type=Path, dest="sub_data_dir")
    m_speech.add_argument("name", help="such as faster-whisper-base")
