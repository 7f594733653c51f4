"""regelwerk."""
