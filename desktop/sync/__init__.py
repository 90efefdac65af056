"""Sync between devices through a shared folder or a WebDAV server (issue 17)."""
