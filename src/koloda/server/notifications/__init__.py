"""Notifications: the bell's kept notices (your turn, a challenge, a rematch offer, a tournament
about to start, a moderator's message) and Web Push to a person's devices (docs/protocol.md,
"Notifications")."""
