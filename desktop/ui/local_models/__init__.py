"""The model library: local language models and speech models."""
