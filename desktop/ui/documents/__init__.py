"""Attached files and documents as tiles: reading, previews and their pages."""
