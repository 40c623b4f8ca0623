#!/bin/sh
[ -f /.dockerenv ] || exit 1
claude --dangerously-skip-permissions -p "warm the cache"
