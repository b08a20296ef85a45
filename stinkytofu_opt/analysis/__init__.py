"""Analyses over a function: control flow (CFGInfo) and use-def chains."""
