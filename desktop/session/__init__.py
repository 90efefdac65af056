"""The application session: the one owner of a data folder (no Qt).

It holds the lock, the store, the settings, the providers and the engine;
the window and the command line both start one."""
