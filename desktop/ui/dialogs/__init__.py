"""Settings and its pages, the About box, confirmations and progress."""
