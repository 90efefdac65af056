"""The message box: what is typed, attached and offered before it is sent."""
