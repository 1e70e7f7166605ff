"""Moderation (docs/moderation.md): people's reports and the fair-play detectors' flags in one
queue, the moderators who work it, what they may do to an account (warn, mute, bar from rated
play, close, mark as a cheat with its refunds), and the log of every action."""
