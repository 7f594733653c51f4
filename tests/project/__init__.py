"""Checks of the project itself: packaging, the Makefile's steps, the documents."""
