#!/bin/sh
# default_permissions=:danger-no-sandbox is Codex's no-sandbox profile: a bypass, as in codex-action's codex-args.
codex exec -c default_permissions=:danger-no-sandbox "update the lockfile"
