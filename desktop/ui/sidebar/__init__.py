"""The list of conversations and projects, its search, menus and dialogs."""
