"""Dictation, read aloud, hands-free conversation and the voice self-test."""
