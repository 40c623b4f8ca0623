#!/bin/bash
cd /mnt/c/Users/dev/source/shop
claude --add-dir /mnt/d/shared-assets -p "update the product images"
codex -C /mnt/c/Users/dev/source/api exec --sandbox workspace-write "fix the build"
