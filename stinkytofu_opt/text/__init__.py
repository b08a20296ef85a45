"""Text formats: the .stir reader and printer, diagnostics."""
