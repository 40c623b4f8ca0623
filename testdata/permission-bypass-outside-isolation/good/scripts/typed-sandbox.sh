#!/bin/sh
# A sandbox flag is a typed session override: Codex applies it above any -c sandbox_mode.
codex exec -c 'sandbox_mode="danger-full-access"' --sandbox read-only "lint"
codex exec --full-auto -c sandbox_mode=danger-full-access "fix the failing test"
