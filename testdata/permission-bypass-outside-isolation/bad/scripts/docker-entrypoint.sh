#!/bin/sh
# Used as a container entrypoint, but nothing here shows it runs inside one.
exec claude --dangerously-skip-permissions -p "$@"
