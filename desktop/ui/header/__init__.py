"""The conversation's header: the model picker, the context meter and the sheet."""
