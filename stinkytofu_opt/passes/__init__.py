"""Passes, one module each, found by name through ``registry``."""
