#!/bin/sh
# Headless: the project's servers start without asking.
claude -p "review the diff"
# Only the servers --mcp-config names, none of the project's.
claude -p "triage" --strict-mcp-config
# The user's settings only: the project's .mcp.json is not read.
claude --print "summarise" --setting-sources user
# Interactive: Claude Code asks before it starts each server.
claude "explain the build"
